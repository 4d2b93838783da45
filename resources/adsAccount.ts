import { defineResource } from '@/engine/define';
import { changeByClientSchema, changeByMediaAgentSchema } from '../schemas/accountChange';
import { adsAccountActions, adsAccountSchema } from '../schemas/adsAccount';
import { adsAccountAuthSchema } from '../schemas/adsAccountAuth';
import { adsConsumeSchema } from '../schemas/adsConsume';
import { balanceWarnSchema } from '../schemas/balanceWarn';
import { blockAccountSchema } from '../schemas/blockAccount';
import { consumeCountV1Schema, consumeCountV2Schema } from '../schemas/consumeCount';
import {
  monthlyCountV1Schema,
  monthlyCountV2Schema,
  monthlySpendColumns,
} from '../schemas/monthlyCount';
import { saleAgentConsumeSchema } from '../schemas/saleAgentConsume';

// SPEC §7 names no ad-account endpoint: every path here mirrors its route (DESIGN §3).

export const adsAccount = defineResource({
  name: 'adsAccount',
  links: ['accountConsume', 'clientConsume'],
  route: '/adsAccount/list',
  subject: 'AdsAccount',
  schema: adsAccountSchema,
  totals: { fields: ['balance', 'totalSpend'] },
  menu: { group: 'adsAccount', order: 10 },
  endpoints: { list: 'GET /adsAccount/list', one: 'GET /adsAccount/detail?accountId' },
  assumed: ['list', 'one'],
  exportable: true,
  // What an operator does with an account, by its status (docs/areas/ad-accounts.md); the demo
  // backend's checks and change logs are demo-backend/engine/adsAccountRules.ts.
  actions: adsAccountActions,
  detail: {
    sections: [
      {
        title: 'detail.adsAccount.account',
        fields: ['mediaAccountId', 'accountName', 'platform', 'status', 'currency', 'openTime'],
      },
      { title: 'detail.adsAccount.owner', fields: ['clientId', 'orgId', 'mediaAgentId'] },
      { title: 'detail.adsAccount.money', fields: ['balance', 'totalSpend'] },
    ],
    related: [
      { resource: 'changeByClient', filters: { mediaAccountId: 'mediaAccountId' } },
      { resource: 'changeByMediaAgent', filters: { mediaAccountId: 'mediaAccountId' } },
    ],
  },
});

export const consume = defineResource({
  name: 'consume',
  route: '/consume',
  subject: 'AdsAccount',
  schema: adsConsumeSchema,
  totals: { fields: ['spend', 'spendUsd'] },
  menu: { group: 'adsAccount', order: 20 },
  endpoints: { list: 'GET /consume' },
  assumed: ['list'],
  exportable: true,
});

export const clientConsume = defineResource({
  name: 'clientConsume',
  parent: 'consume',
  route: '/client/adsAccount/consume/:clientId',
  subject: 'AdsAccount',
  schema: adsConsumeSchema,
  chart: { x: 'consumeDate', y: 'spend', series: 'currency' },
  totals: { fields: ['spend'] },
  menu: { hidden: true, group: 'adsAccount' },
  endpoints: { list: 'GET /client/adsAccount/consume' },
  assumed: ['list'],
  paramFilters: { clientId: 'clientId' },
  exportable: true,
});

export const accountConsume = defineResource({
  name: 'accountConsume',
  parent: 'adsAccount',
  route: '/adsAccount/consumeList/:accountId',
  subject: 'AdsAccount',
  schema: adsConsumeSchema,
  chart: { x: 'consumeDate', y: 'spend', series: 'currency' },
  totals: { fields: ['spend'] },
  menu: { hidden: true, group: 'adsAccount' },
  endpoints: { list: 'GET /adsAccount/consumeList' },
  assumed: ['list'],
  paramFilters: { accountId: 'accountId' },
  exportable: true,
});

export const adsAccountAuth = defineResource({
  name: 'adsAccountAuth',
  route: '/adsAccount/auth',
  subject: 'AdsAccount',
  schema: adsAccountAuthSchema,
  menu: { group: 'adsAccount', order: 30 },
  // A batch is started from the ad accounts' list (the `authorizeFacebook` batch action, SPEC
  // §8's selection rule); this list has one record per account of each batch.
  endpoints: { list: 'GET /adsAccount/auth' },
  assumed: ['list'],
  actions: {
    // Batch authorisation of selected accounts whose authorisation failed: they go back to
    // processing. Accounts in another state are named and left out (SPEC §8's message).
    authorize: {
      call: 'GET /adsAccount/auth/authorize?id',
      when: { result: [2] },
      sets: { result: 0 },
      batchOnly: true,
      skippedMessage: 'errors.accountSelection',
    },
  },
});

export const consumeCountV1 = defineResource({
  name: 'consumeCountV1',
  route: '/adsAccount/consumeCountV1',
  subject: 'AdsAccount',
  schema: consumeCountV1Schema,
  totals: { fields: ['spend', 'serviceFee'] },
  menu: { group: 'adsAccount', order: 40 },
  endpoints: { list: 'GET /adsAccount/consumeCountV1' },
  assumed: ['list'],
  exportable: true,
});

export const consumeCountV2 = defineResource({
  name: 'consumeCountV2',
  route: '/adsAccount/consumeCountV2',
  subject: 'AdsAccount',
  schema: consumeCountV2Schema,
  totals: { fields: ['spend', 'serviceFee'] },
  menu: { group: 'adsAccount', order: 50 },
  endpoints: { list: 'GET /adsAccount/consumeCountV2' },
  assumed: ['list'],
  exportable: true,
});

export const consumeCountBySaleAgent = defineResource({
  name: 'consumeCountBySaleAgent',
  route: '/adsAccount/consumeCountBySaleAgent',
  subject: 'SaleAgentConsumeReport',
  schema: saleAgentConsumeSchema,
  totals: { fields: ['spend', 'commission'] },
  menu: { group: 'adsAccount', order: 60 },
  endpoints: { list: 'GET /adsAccount/consumeCountBySaleAgent' },
  assumed: ['list'],
  exportable: true,
});

export const monthlyCountListV1 = defineResource({
  name: 'monthlyCountListV1',
  route: '/adsAccount/monthlyCountListV1',
  subject: 'AdsAccount',
  schema: monthlyCountV1Schema,
  totals: { fields: ['spend', 'spendUsd', 'serviceFee', 'rebate'] },
  menu: { group: 'adsAccount', order: 70 },
  endpoints: { list: 'GET /adsAccount/monthlyCountListV1' },
  assumed: ['list'],
  exportable: true,
});

export const monthlyCountListV2 = defineResource({
  name: 'monthlyCountListV2',
  route: '/adsAccount/monthlyCountListV2',
  subject: 'AdsAccount',
  schema: monthlyCountV2Schema,
  totals: { fields: ['spend', 'spendUsd', 'serviceFee', 'rebate'] },
  menu: { group: 'adsAccount', order: 80 },
  endpoints: { list: 'GET /adsAccount/monthlyCountListV2' },
  assumed: ['list'],
  exportable: true,
  imports: {
    // SPEC §5: xlsx only, a month's spend due before the 15th of the next month. The call and its
    // body `{ rows: [...] }` are assumed (the endpoint report lists it as such).
    importSpend: {
      call: 'POST /adsAccount/monthlyCount/import',
      dueDay: { field: 'month', day: 15 },
      fields: monthlySpendColumns,
    },
  },
});

export const blockList = defineResource({
  name: 'blockList',
  links: ['clientBlockList'],
  route: '/adsAccount/blockList',
  subject: 'AdsAccount',
  schema: blockAccountSchema,
  totals: { fields: ['balance'] },
  menu: { group: 'adsAccount', order: 90 },
  endpoints: { list: 'GET /adsAccount/blockList' },
  assumed: ['list'],
  exportable: true,
});

export const clientBlockList = defineResource({
  name: 'clientBlockList',
  parent: 'blockList',
  route: '/adsAccount/blockList/:clientId',
  subject: 'AdsAccount',
  schema: blockAccountSchema,
  totals: { fields: ['balance'] },
  menu: { hidden: true, group: 'adsAccount' },
  endpoints: { list: 'GET /adsAccount/blockList' },
  assumed: ['list'],
  paramFilters: { clientId: 'clientId' },
  exportable: true,
});

export const balanceWarn = defineResource({
  name: 'balanceWarn',
  route: '/adsAccount/balanceWarn',
  subject: 'AdsAccount',
  schema: balanceWarnSchema,
  totals: { fields: ['mediaBalance', 'systemBalance', 'systemConsume', 'theoreticalRecharge'] },
  menu: { group: 'adsAccount', order: 100 },
  endpoints: { list: 'GET /adsAccount/balanceWarn' },
  assumed: ['list'],
  exportable: true,
});

export const changeByClient = defineResource({
  name: 'changeByClient',
  route: '/adsAccount/changeByClient',
  subject: 'AdsAccount',
  schema: changeByClientSchema,
  totals: { fields: ['transferBalance'] },
  menu: { group: 'adsAccount', order: 110 },
  endpoints: { list: 'GET /adsAccount/changeByClient' },
  assumed: ['list'],
  exportable: true,
});

export const changeByMediaAgent = defineResource({
  name: 'changeByMediaAgent',
  route: '/adsAccount/changeByMediaAgent',
  subject: 'AdsAccount',
  schema: changeByMediaAgentSchema,
  menu: { group: 'adsAccount', order: 120 },
  endpoints: { list: 'GET /adsAccount/changeByMediaAgent' },
  assumed: ['list'],
  exportable: true,
});

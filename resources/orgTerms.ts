import { defineResource } from '@/engine/define';
import { orgCreditScoreSettingSchema } from '../schemas/creditScoreSetting';
import { orgCreditScoreSchema } from '../schemas/orgCreditScore';
import { orgVipPriceSchema } from '../schemas/orgVip';

// Part of the reseller management area (resources/org.ts): every route is marked org 1.

/** The spec names the call that adds an org score, not the one that lists them. */
export const orgCreditScore = defineResource({
  name: 'orgCreditScore',
  route: '/org/creditScore/:orgId',
  subject: 'OrgCreditScore',
  schema: orgCreditScoreSchema,
  menu: { hidden: true, group: 'org', org: 1 },
  endpoints: { list: 'GET /org/creditScore', create: 'POST /org/credit/score/addOrgScore' },
  assumed: ['list'],
  paramFilters: { orgId: 'orgId' },
  crud: { create: true },
  parent: 'org',
});

/** The items a reseller's credit score entry may assess (the option list of its item select). */
export const orgCreditScoreSetting = defineResource({
  name: 'orgCreditScoreSetting',
  subject: 'OrgCreditScore',
  schema: orgCreditScoreSettingSchema,
  endpoints: { list: 'GET /org/credit/score/settings' },
});

/** The VIP levels a reseller may buy, with their prices (the option list of the purchase). */
export const orgVipPrice = defineResource({
  name: 'orgVipPrice',
  subject: 'Org',
  schema: orgVipPriceSchema,
  endpoints: { list: 'GET /org2/vipPriceList' },
  // A price list reads from the first level up, not newest first.
  order: { field: 'vipLevel', order: 'asc' },
});

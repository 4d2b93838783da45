import { defineResource } from '@/engine/define';
import { adsConsumeSchema } from '../schemas/adsConsume';
import { mccAuthSchema, mccAuthState } from '../schemas/mccAuth';
import { mediaAgentSchema } from '../schemas/mediaAgent';
import { mediaAgentBalanceLogSchema } from '../schemas/mediaAgentBalanceLog';
import { mediaAgentBillSchema } from '../schemas/mediaAgentBill';
import { mediaAgentOutlaySchema } from '../schemas/mediaAgentOutlay';
import { mediaAgentPaymentSchema } from '../schemas/mediaAgentPayment';
import { mediaAgentRebateSchema } from '../schemas/mediaAgentRebate';

/** An MPM added to or removed from an agent is an enabled member of the MPM role. */
const mpmOnly = {
  code: 10601,
  rule: 'The mpmId is an enabled staff member of the media platform manager (MPM) role, as the mpmStaff option list (GET /admin/user/listV2) offers them.',
};

export const mediaAgent = defineResource({
  name: 'mediaAgent',
  links: [
    { resource: 'mediaAgentBalanceLog', params: { logType: 'prepay' } },
    'mediaAgentOutlay',
    'mediaAgentConsume',
  ],
  route: '/mediaAgent/list',
  subject: 'MediaAgent',
  schema: mediaAgentSchema,
  totals: { fields: ['creditLimit'] },
  menu: { group: 'mediaAgent', org: 1, order: 10 },
  endpoints: {
    list: 'GET /mediaAgent/list',
    one: 'GET /mediaAgent/detail?mediaAgentId',
    create: 'POST /mediaAgent/add',
    update: 'POST /mediaAgent/edit',
    remove: 'GET /mediaAgent/remove?mediaAgentId',
  },
  crud: { create: true, edit: true, remove: true },
  // docs/areas/media-agents.md: the terms, the money, then the policies, and a review of it all.
  form: {
    steps: [
      {
        title: 'formSteps.mediaAgent.terms',
        fields: ['mediaAgentName', 'platform', 'contractEntityName', 'mpmIds'],
      },
      {
        title: 'formSteps.mediaAgent.money',
        fields: [
          'checkoutPeriod',
          'currency',
          'paymentDays',
          'creditLimit',
          'minDeposit',
          'openingFee',
        ],
      },
      { title: 'formSteps.mediaAgent.policies', fields: ['serviceFees', 'rebatePolicies'] },
    ],
  },
  actions: {
    open: {
      call: 'GET /mediaAgent/open?mediaAgentId',
      when: { status: [0] },
      sets: { status: 1 },
      confirm: true,
    },
    close: {
      call: 'GET /mediaAgent/close?mediaAgentId',
      when: { status: [1] },
      sets: { status: 0 },
      confirm: true,
      danger: true,
    },
    // The link a Google MCC follows to authorise the agent (SPEC §7 ggAuthUtl), shown to copy.
    authLink: {
      call: 'GET /mediaAgent/ggAuthUtl?mediaAgentId',
      when: { platform: ['Google'], status: [1] },
      shows: 'authUrl',
    },
    // The media platform managers who look after the agent's accounts.
    addMpm: {
      call: 'POST /mediaAgent/addMpm',
      fields: { mpmId: { type: 'reference', ref: 'mpmStaff', form: { required: true } } },
      adds: { mpmId: 'mpmIds' },
      refusals: [mpmOnly],
    },
    delMpm: {
      call: 'POST /mediaAgent/delMpm',
      // Only the agent's own MPMs are offered.
      fields: {
        mpmId: { type: 'reference', ref: 'mpmStaff', form: { required: true, within: 'mpmIds' } },
      },
      removes: { mpmId: 'mpmIds' },
      refusals: [mpmOnly],
      danger: true,
    },
  },
  exportable: true,
  detail: {
    sections: [
      {
        title: 'detail.mediaAgent.identity',
        fields: [
          'mediaAgentId',
          'mediaAgentSN',
          'mediaAgentName',
          'platform',
          'contractEntityName',
          'status',
          'effectiveMonth',
          'createTime',
        ],
      },
      {
        title: 'detail.mediaAgent.money',
        fields: [
          'currency',
          'checkoutPeriod',
          'paymentDays',
          'creditLimit',
          'minDeposit',
          'openingFee',
          'serviceFee',
          'rebateMode',
        ],
      },
      { title: 'detail.mediaAgent.policies', fields: ['serviceFees', 'rebatePolicies'] },
      { title: 'detail.mediaAgent.people', fields: ['mpmIds'] },
    ],
    related: [
      { resource: 'mediaAgentPayment', filters: { mediaAgentId: 'mediaAgentId' } },
      { resource: 'mediaAgentBill', filters: { mediaAgentId: 'mediaAgentId' } },
      { resource: 'mediaAgentRebate', filters: { mediaAgentId: 'mediaAgentId' } },
      { resource: 'mediaAgentBalanceLog', filters: { mediaAgentId: 'mediaAgentId' } },
      { resource: 'mediaAgentOutlay', filters: { mediaAgentId: 'mediaAgentId' } },
    ],
  },
});

export const mccLog = defineResource({
  name: 'mccLog',
  route: '/mediaAgent/mccLog',
  subject: 'MediaAgent',
  schema: mccAuthSchema,
  menu: { group: 'mediaAgent', org: 1, order: 20 },
  endpoints: { list: 'GET /mediaAgent/ggMccAuthList' },
  actions: {
    // Renews the Google authorisation of an expired MCC (its expiry has come), or of one not
    // authorised (never granted, or withdrawn); the backend grants it anew from now.
    refreshAuth: {
      call: 'GET /mediaAgent/refreshGGAuth?id',
      when: { authStatus: [mccAuthState.expired, mccAuthState.notAuthorised] },
      sets: { authStatus: mccAuthState.authorised },
      confirm: true,
    },
  },
});

export const mediaAgentPayment = defineResource({
  name: 'mediaAgentPayment',
  route: '/mediaAgent/payment',
  subject: 'MediaAgent',
  schema: mediaAgentPaymentSchema,
  totals: { fields: ['amount'] },
  menu: { group: 'mediaAgent', org: 1, order: 30 },
  endpoints: { list: 'GET /mediaAgent/payment' },
  assumed: ['list'],
  exportable: true,
});

export const mediaAgentBill = defineResource({
  name: 'mediaAgentBill',
  route: '/mediaAgent/bill',
  subject: 'MediaAgent',
  schema: mediaAgentBillSchema,
  totals: { fields: ['amount'] },
  menu: { group: 'mediaAgent', org: 1, order: 40 },
  endpoints: { list: 'GET /mediaAgent/bill' },
  assumed: ['list'],
  exportable: true,
});

export const mediaAgentRebate = defineResource({
  name: 'mediaAgentRebate',
  route: '/mediaAgent/rebate',
  subject: 'MediaAgent',
  schema: mediaAgentRebateSchema,
  totals: { fields: ['spend', 'rebateAmount'] },
  menu: { group: 'mediaAgent', org: 1, order: 50 },
  endpoints: { list: 'GET /mediaAgent/rebate' },
  assumed: ['list'],
  exportable: true,
});

export const mediaAgentBalanceLog = defineResource({
  name: 'mediaAgentBalanceLog',
  parent: 'mediaAgent',
  route: '/mediaAgent/balanceLog/:logType/:mediaAgentId',
  subject: 'MediaAgent',
  schema: mediaAgentBalanceLogSchema,
  totals: { fields: ['amount'] },
  menu: { hidden: true, group: 'mediaAgent', org: 1 },
  endpoints: { list: 'GET /mediaAgent/account/balanceLog' },
  params: { logType: 'text', mediaAgentId: 'digits' },
  paramFilters: { logType: 'logType', mediaAgentId: 'mediaAgentId' },
  exportable: true,
});

export const mediaAgentOutlay = defineResource({
  name: 'mediaAgentOutlay',
  parent: 'mediaAgent',
  route: '/mediaAgent/outlay/:mediaAgentId',
  subject: 'MediaAgent',
  schema: mediaAgentOutlaySchema,
  totals: { fields: ['amount'] },
  menu: { hidden: true, group: 'mediaAgent', org: 1 },
  endpoints: { list: 'GET /mediaAgent/outlay' },
  assumed: ['list'],
  paramFilters: { mediaAgentId: 'mediaAgentId' },
  exportable: true,
});

export const mediaAgentConsume = defineResource({
  name: 'mediaAgentConsume',
  parent: 'mediaAgent',
  route: '/mediaAgent/adsAccount/consume/:mediaAgentId',
  subject: 'MediaAgent',
  schema: adsConsumeSchema,
  chart: { x: 'consumeDate', y: 'spend', series: 'currency' },
  totals: { fields: ['spend'] },
  menu: { hidden: true, group: 'mediaAgent', org: 1 },
  endpoints: { list: 'GET /mediaAgent/account/adsLog' },
  paramFilters: { mediaAgentId: 'mediaAgentId' },
  exportable: true,
});

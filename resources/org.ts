import { defineResource } from '@/engine/define';
import {
  applicationChangeReview,
  applicationLifecycle as lifecycle,
  applicationState,
  editableApplication,
  removableApplication,
} from '../schemas/client';
import { refundApplicationAction } from '../schemas/clientRefund';
import { orgSchema } from '../schemas/org';

// Reseller management is a main-organisation area (DESIGN §3): every route is marked org 1.

export const org = defineResource({
  name: 'org',
  route: '/org/list',
  subject: 'Org',
  schema: orgSchema,
  menu: { group: 'org', org: 1, order: 10 },
  endpoints: {
    list: 'GET /org2/list',
    one: 'GET /org2/detail?orgId',
    create: 'POST /org2/add',
    update: 'POST /org2/edit',
    remove: 'GET /org2/remove?orgId',
  },
  crud: { create: true, edit: editableApplication, remove: removableApplication },
  changeReview: applicationChangeReview,
  // SPEC §4: orgs have the clients' set of actions, restart included.
  actions: {
    approveNew: { ...lifecycle.approveNew, call: 'POST /org2/confirmOrg' },
    refuseNew: { ...lifecycle.refuseNew, call: 'POST /org2/refuseNewOrg' },
    confirmChange: { ...lifecycle.confirmChange, call: 'GET /org2/confirmOrgChange?orgId' },
    refuseChange: { ...lifecycle.refuseChange, call: 'POST /org2/refuseOrgChange' },
    toBeTerminate: { ...lifecycle.toBeTerminate, call: 'GET /org2/toBeTerminate?orgId' },
    undoTerminate: { ...lifecycle.undoTerminate, call: 'GET /org2/undoTerminate?orgId' },
    confirmTerminate: { ...lifecycle.confirmTerminate, call: 'GET /org2/confirmTerminate?orgId' },
    refund: { ...lifecycle.refund, call: 'GET /org2/refund?orgId' },
    // Restart (reborn): the client's `GET /client/reborn?clientId` at the org's path; SPEC §7
    // names no org call for it (assumed, as `npm run endpoints` lists it).
    reborn: { ...lifecycle.reborn, call: 'GET /org2/reborn?orgId' },
    // A reseller in business buys a VIP level of the price list, paid from its wallet in the
    // price's currency; it holds for the level's months. Never the platform itself (org 1).
    buyVip: {
      call: 'POST /org2/buyVip',
      when: { status: [applicationState.active] },
      unless: { orgId: [1] },
      fields: { vipLevel: { type: 'reference', ref: 'vipPrice', form: { required: true } } },
    },
    // Part of the wallet refunded while in business, as a client's (assumed call).
    applyRefund: { ...refundApplicationAction, call: 'POST /org/refund/apply' },
  },
  exportable: true,
  links: [
    'orgClientOfOrg',
    'orgAdsAccountOfOrg',
    'orgConsumeOfOrg',
    'orgBlockList',
    'orgCreditScore',
  ],
  detail: {
    sections: [
      {
        title: 'detail.org.identity',
        fields: [
          'orgId',
          'orgSN',
          'orgName',
          'code',
          'status',
          'contractingEntityName',
          'cooperationStartTime',
          'createTime',
        ],
      },
      {
        title: 'detail.org.money',
        fields: [
          'payMode',
          'settlementCurrency',
          'walletBalance',
          'reserveFund',
          'temporaryCredit',
          'unsettledSpend',
          'creditScore',
          'vipLevel',
          'vipExpireTime',
        ],
      },
      { title: 'detail.org.wallets', fields: ['wallets'] },
      { title: 'detail.org.people', fields: ['bdName', 'contactName', 'email', 'phone'] },
      {
        title: 'detail.org.other',
        fields: ['clientCount', 'adAccountCount', 'adminDomain', 'clientDomain', 'documents'],
      },
    ],
    related: [
      { resource: 'orgClient', filters: { orgId: 'orgId' } },
      { resource: 'orgAdsAccount', filters: { orgId: 'orgId' } },
      { resource: 'orgBill', filters: { orgId: 'orgId' } },
      { resource: 'orgPayment', filters: { orgId: 'orgId' } },
      { resource: 'orgRefund', filters: { orgId: 'orgId' } },
      { resource: 'orgInvoice', filters: { orgId: 'orgId' } },
      { resource: 'orgCreditScore', filters: { orgId: 'orgId' } },
    ],
  },
});

// The area's other pages, in the order they are registered.
export { orgClient, orgClientOfOrg } from './orgClients';
export { orgAccount, orgBalanceLog, orgWalletLog } from './orgAccounts';
export {
  orgPayment,
  orgBill,
  orgBillGroup,
  orgBillOfOrg,
  orgInvoice,
  orgRebate,
  orgRefund,
} from './orgMoney';
export { orgCreditScore, orgCreditScoreSetting, orgVipPrice } from './orgTerms';
export {
  orgAdsAccount,
  orgAdsAccountOfOrg,
  orgConsume,
  orgConsumeOfOrg,
  orgBlockList,
} from './orgAdsAccounts';

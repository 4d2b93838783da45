import { defineResource } from '@/engine/define';
import { adsAccountSchema } from '../schemas/adsAccount';
import { adsConsumeSchema } from '../schemas/adsConsume';
import { blockAccountSchema } from '../schemas/blockAccount';
import {
  applicationChangeReview,
  applicationLifecycle as lifecycle,
  applicationState,
  editableApplication,
  orgClientSchema,
  removableApplication,
} from '../schemas/client';
import { orgAccountSchema, orgSchema } from '../schemas/org';
import { orgBalanceLogSchema } from '../schemas/orgBalanceLog';
import { billActionsAt, billDetail, orgBillSchema } from '../schemas/clientBill';
import { billGroupDetail } from '../schemas/clientBillGroup';
import { orgBillGroupSchema } from '../schemas/orgBillGroup';
import { orgCreditScoreSchema } from '../schemas/orgCreditScore';
import { orgCreditScoreSettingSchema } from '../schemas/creditScoreSetting';
import { orgVipPriceSchema } from '../schemas/orgVip';
import { orgInvoiceSchema } from '../schemas/orgInvoice';
import { orgPaymentSchema } from '../schemas/orgPayment';
import { orgRebateSchema } from '../schemas/orgRebate';
import { transferRebateAction } from '../schemas/clientRebate';
import { refundApplicationAction, refundLifecycle } from '../schemas/clientRefund';
import { orgRefundSchema } from '../schemas/orgRefund';
import { orgWalletLogSchema } from '../schemas/orgWalletLog';

// Reseller management is a main-organisation area (DESIGN §3): every route is marked org 1.

/** A reseller bill's steps and adjustments, as a client bill's (README "Payments and bills"). */
const orgBillActions = billActionsAt('/org/bill');

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
  // SPEC §7 names no reborn call for orgs, so orgs have every action of the lifecycle but that one.
  actions: {
    approveNew: { ...lifecycle.approveNew, call: 'POST /org2/confirmOrg' },
    refuseNew: { ...lifecycle.refuseNew, call: 'POST /org2/refuseNewOrg' },
    confirmChange: { ...lifecycle.confirmChange, call: 'GET /org2/confirmOrgChange?orgId' },
    refuseChange: { ...lifecycle.refuseChange, call: 'POST /org2/refuseOrgChange' },
    toBeTerminate: { ...lifecycle.toBeTerminate, call: 'GET /org2/toBeTerminate?orgId' },
    undoTerminate: { ...lifecycle.undoTerminate, call: 'GET /org2/undoTerminate?orgId' },
    confirmTerminate: { ...lifecycle.confirmTerminate, call: 'GET /org2/confirmTerminate?orgId' },
    refund: { ...lifecycle.refund, call: 'GET /org2/refund?orgId' },
    // A reseller in business buys a VIP level of the price list; it holds for the level's months.
    buyVip: {
      call: 'POST /org2/buyVip',
      when: { status: [applicationState.active] },
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

/** The clients of the resellers (the client list, filtered by reseller). */
export const orgClient = defineResource({
  name: 'orgClient',
  route: '/org/client',
  subject: 'Org',
  schema: orgClientSchema,
  totals: { fields: ['walletBalance', 'unsettledSpend'] },
  menu: { group: 'org', org: 1, order: 20 },
  endpoints: { list: 'GET /client/list', one: 'GET /client/detail?clientId' },
  exportable: true,
});

export const orgClientOfOrg = defineResource({
  name: 'orgClientOfOrg',
  route: '/org/client/:orgId',
  subject: 'Org',
  schema: orgClientSchema,
  totals: { fields: ['walletBalance', 'unsettledSpend'] },
  menu: { hidden: true, group: 'org', org: 1 },
  endpoints: { list: 'GET /client/list', one: 'GET /client/detail?clientId' },
  paramFilters: { orgId: 'orgId' },
  exportable: true,
  parent: 'orgClient',
});

export const orgAccount = defineResource({
  name: 'orgAccount',
  route: '/org/account',
  subject: 'Org',
  schema: orgAccountSchema,
  totals: { fields: ['walletBalance', 'reserveFund', 'temporaryCredit', 'unsettledSpend'] },
  menu: { group: 'org', org: 1, order: 30 },
  endpoints: { list: 'GET /org/account', one: 'GET /org2/detail?orgId' },
  assumed: ['list'],
  exportable: true,
  links: ['orgBalanceLog', 'orgWalletLog', 'orgBillOfOrg'],
});

export const orgBalanceLog = defineResource({
  name: 'orgBalanceLog',
  route: '/org/account/balance/:orgId',
  subject: 'Org',
  schema: orgBalanceLogSchema,
  totals: { fields: ['amount'] },
  menu: { hidden: true, group: 'org', org: 1 },
  endpoints: { list: 'GET /org/account/balance' },
  // SPEC §7: wallet log exports return spreadsheet files (path assumed, after the list's).
  serverExport: 'GET /org/account/balance/exportExcel',
  assumed: ['list'],
  paramFilters: { orgId: 'orgId' },
  exportable: true,
  parent: 'orgAccount',
});

export const orgWalletLog = defineResource({
  name: 'orgWalletLog',
  route: '/org/account/wallet/:orgId',
  subject: 'Org',
  schema: orgWalletLogSchema,
  totals: { fields: ['amount'] },
  menu: { hidden: true, group: 'org', org: 1 },
  endpoints: { list: 'GET /org/account/wallet' },
  // SPEC §7: wallet log exports return spreadsheet files (path assumed, after the list's).
  serverExport: 'GET /org/account/wallet/exportExcel',
  assumed: ['list'],
  paramFilters: { orgId: 'orgId' },
  exportable: true,
  parent: 'orgAccount',
});

export const orgPayment = defineResource({
  name: 'orgPayment',
  route: '/org/payment',
  subject: 'Org',
  schema: orgPaymentSchema,
  totals: { fields: ['amount'] },
  menu: { group: 'org', org: 1, order: 40 },
  endpoints: { list: 'GET /org/payment' },
  assumed: ['list'],
  exportable: true,
});

export const orgBill = defineResource({
  name: 'orgBill',
  route: '/org/bill',
  subject: 'Org',
  schema: orgBillSchema,
  totals: { fields: ['amount', 'rebateAmount'] },
  menu: { group: 'org', org: 1, order: 50 },
  endpoints: { list: 'GET /org/bill' },
  assumed: ['list'],
  actions: orgBillActions,
  exportable: true,
  detail: billDetail(['orgName']),
});

/** Statement generation record. Declared before /org/bill/:orgId. */
export const orgBillGroup = defineResource({
  name: 'orgBillGroup',
  route: '/org/bill/billGroup',
  subject: 'Org',
  schema: orgBillGroupSchema,
  totals: { fields: ['totalAmount'] },
  menu: { group: 'org', org: 1, order: 60 },
  endpoints: { list: 'GET /org/bill/billGroup' },
  assumed: ['list'],
  // A run's page lists the bills it made.
  detail: billGroupDetail('orgBill'),
});

export const orgBillOfOrg = defineResource({
  name: 'orgBillOfOrg',
  route: '/org/bill/:orgId',
  subject: 'Org',
  schema: orgBillSchema,
  totals: { fields: ['amount', 'rebateAmount'] },
  menu: { hidden: true, group: 'org', org: 1 },
  endpoints: { list: 'GET /org/bill' },
  assumed: ['list'],
  actions: orgBillActions,
  paramFilters: { orgId: 'orgId' },
  exportable: true,
  parent: 'orgBill',
});

export const orgInvoice = defineResource({
  name: 'orgInvoice',
  route: '/org/invoice',
  subject: 'OrgInvoice',
  schema: orgInvoiceSchema,
  totals: { fields: ['totalValue'] },
  menu: { group: 'org', org: 1, order: 70 },
  // Finance issues an invoice to a reseller, as to a client (assumed call).
  endpoints: { list: 'GET /org/invoice', create: 'POST /org/invoice/add' },
  assumed: ['list', 'create'],
  crud: { create: true },
  exportable: true,
});

export const orgRebate = defineResource({
  name: 'orgRebate',
  route: '/org/rebate',
  subject: 'Org',
  schema: orgRebateSchema,
  totals: { fields: ['spendAmount', 'rebateAmount'] },
  menu: { group: 'org', org: 1, order: 80 },
  endpoints: { list: 'GET /org/rebate' },
  assumed: ['list'],
  // A reseller's confirmed rebate is transferred as a client's is (assumed call).
  actions: { transferRebate: { ...transferRebateAction, call: 'POST /org/rebate/transfer' } },
  exportable: true,
});

export const orgRefund = defineResource({
  name: 'orgRefund',
  route: '/org/refund',
  subject: 'Org',
  schema: orgRefundSchema,
  totals: { fields: ['amount'] },
  menu: { group: 'org', org: 1, order: 90 },
  endpoints: { list: 'GET /org/refund' },
  assumed: ['list'],
  // As a client's refunds: the last one paid liquidates the reseller; one applied for in business
  // is paid from its wallet.
  actions: {
    approveRefund: { ...refundLifecycle.approveRefund, call: 'POST /org/refund/approve' },
    rejectRefund: { ...refundLifecycle.rejectRefund, call: 'POST /org/refund/reject' },
    confirmRefunded: { ...refundLifecycle.confirmRefunded, call: 'POST /org/refund/confirm' },
  },
  exportable: true,
});

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
});

/** The resellers' ad accounts: the ad account records, by reseller. */
export const orgAdsAccount = defineResource({
  name: 'orgAdsAccount',
  route: '/org/adsAccount',
  subject: 'Org',
  schema: adsAccountSchema,
  totals: { fields: ['balance', 'totalSpend'] },
  menu: { group: 'org', org: 1, order: 100 },
  endpoints: { list: 'GET /org/adsAccount' },
  assumed: ['list'],
  exportable: true,
});

export const orgAdsAccountOfOrg = defineResource({
  name: 'orgAdsAccountOfOrg',
  route: '/org/adsAccount/:orgId',
  subject: 'Org',
  schema: adsAccountSchema,
  totals: { fields: ['balance', 'totalSpend'] },
  menu: { hidden: true, group: 'org', org: 1 },
  endpoints: { list: 'GET /org/adsAccount' },
  assumed: ['list'],
  paramFilters: { orgId: 'orgId' },
  exportable: true,
  parent: 'orgAdsAccount',
});

/** The resellers' spend: the daily ad account spend records, by reseller. */
export const orgConsume = defineResource({
  name: 'orgConsume',
  route: '/org/consume',
  subject: 'Org',
  schema: adsConsumeSchema,
  totals: { fields: ['spend'] },
  menu: { group: 'org', org: 1, order: 110 },
  endpoints: { list: 'GET /org/consume' },
  assumed: ['list'],
  exportable: true,
});

export const orgConsumeOfOrg = defineResource({
  name: 'orgConsumeOfOrg',
  route: '/org/consume/:orgId',
  subject: 'Org',
  schema: adsConsumeSchema,
  totals: { fields: ['spend'] },
  menu: { hidden: true, group: 'org', org: 1 },
  endpoints: { list: 'GET /org/consume' },
  assumed: ['list'],
  paramFilters: { orgId: 'orgId' },
  exportable: true,
  parent: 'orgConsume',
});

/** The violation (blocked) accounts of one reseller. */
export const orgBlockList = defineResource({
  name: 'orgBlockList',
  route: '/org/blockList/:orgId',
  subject: 'Org',
  schema: blockAccountSchema,
  totals: { fields: ['balance'] },
  menu: { hidden: true, group: 'org', org: 1 },
  endpoints: { list: 'GET /org/blockList' },
  assumed: ['list'],
  paramFilters: { orgId: 'orgId' },
  exportable: true,
  parent: 'org',
});

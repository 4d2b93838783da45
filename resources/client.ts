import { defineResource } from '@/engine/define';
import {
  applicationChangeReview,
  applicationLifecycle as lifecycle,
  clientAccountSchema,
  clientSchema,
  activeApplication,
  editableApplication,
  removableApplication,
} from '../schemas/client';
import { clientBalanceLogSchema } from '../schemas/clientBalanceLog';
import { billActionsAt, billDetail, clientBillSchema } from '../schemas/clientBill';
import { billGroupDetail, clientBillGroupSchema } from '../schemas/clientBillGroup';
import { clientCreditScoreSchema } from '../schemas/clientCreditScore';
import { clientExchangeRateSchema } from '../schemas/clientExchangeRate';
import { clientCreditScoreSettingSchema } from '../schemas/creditScoreSetting';
import { clientInvoiceSchema } from '../schemas/clientInvoice';
import { clientPaymentSchema, paymentLifecycle } from '../schemas/clientPayment';
import { clientRebateSchema, transferRebateAction } from '../schemas/clientRebate';
import {
  clientRefundSchema,
  refundApplicationAction,
  refundLifecycle,
} from '../schemas/clientRefund';
import { clientWalletLogSchema } from '../schemas/clientWalletLog';

/** A client bill's steps and adjustments (README "Payments and bills"), at mirrored paths. */
const clientBillActions = billActionsAt('/client/bill');

/** Changed on a client until it is terminated (SPEC §4: a terminated client is not edited). */
const ownershipChange = { when: { status: activeApplication } } as const;

export const client = defineResource({
  name: 'client',
  route: '/client/list',
  subject: 'Client',
  schema: clientSchema,
  totals: { fields: ['walletBalance'] },
  serverExport: 'GET /client/exportExcel',
  menu: { group: 'client', order: 10 },
  endpoints: {
    list: 'GET /client/list',
    one: 'GET /client/detail?clientId',
    create: 'POST /client/add',
    update: 'POST /client/edit',
    remove: 'GET /client/remove?clientId',
  },
  // README "Clients and resellers": the states each operation is offered in.
  crud: { create: true, edit: editableApplication, remove: removableApplication },
  changeReview: applicationChangeReview,
  // Created and edited in three steps, then a review of everything entered.
  form: {
    steps: [
      {
        title: 'formSteps.client.identity',
        fields: [
          'clientName',
          'code',
          'clientType',
          'contractingEntityName',
          'region',
          'clientSource',
          'email',
          'phone',
          'documents',
        ],
      },
      {
        title: 'formSteps.client.settlement',
        fields: [
          'payMode',
          'settlementCurrency',
          'temporaryCredit',
          'fixedExchangeRate',
          'cooperationStartTime',
        ],
      },
      {
        title: 'formSteps.client.owners',
        fields: ['bdId', 'opId', 'cmId', 'marketId', 'saleAgentId'],
      },
    ],
  },
  actions: {
    approveNew: { ...lifecycle.approveNew, call: 'POST /client/confirmClient', batch: true },
    refuseNew: { ...lifecycle.refuseNew, call: 'POST /client/refuseNewClient' },
    confirmChange: { ...lifecycle.confirmChange, call: 'GET /client/confirmClientChange?clientId' },
    refuseChange: { ...lifecycle.refuseChange, call: 'POST /client/refuseClientChange' },
    toBeTerminate: { ...lifecycle.toBeTerminate, call: 'GET /client/toBeTerminate?clientId' },
    undoTerminate: { ...lifecycle.undoTerminate, call: 'GET /client/undoTerminate?clientId' },
    confirmTerminate: {
      ...lifecycle.confirmTerminate,
      call: 'GET /client/confirmTerminate?clientId',
    },
    refund: { ...lifecycle.refund, call: 'GET /client/refund?clientId' },
    reborn: { ...lifecycle.reborn, call: 'GET /client/reborn?clientId' },
    // Values the staff choose (SPEC §7): the client's BD or operations, its labels, its emphasis,
    // while it is not terminated. The pickers offer enabled staff of the role only; the backend
    // refuses anyone else.
    changeBD: {
      ...ownershipChange,
      call: 'POST /client/changeBD',
      fields: { bdId: { type: 'reference', ref: 'bdStaff', form: { required: true } } },
      batch: true,
    },
    changeOP: {
      ...ownershipChange,
      call: 'POST /client/changeOP',
      fields: { opId: { type: 'reference', ref: 'opStaff', form: { required: true } } },
      batch: true,
    },
    // On selected rows, the labels chosen replace each client's labels.
    updateLabel: {
      ...ownershipChange,
      call: 'POST /client/updateLabel',
      fields: { tag: { type: 'tags', form: true } },
      batch: true,
    },
    updateEmphasis: {
      ...ownershipChange,
      call: 'POST /client/updateClientEmphasis',
      fields: { emphasis: { type: 'boolean', form: true } },
    },
    // Part of the wallet refunded while in business: it opens a refund for review (assumed call).
    applyRefund: { ...refundApplicationAction, call: 'POST /client/refund/apply' },
  },
  exportable: true,
  links: ['clientCreditScore', 'clientBillOfClient'],
  detail: {
    sections: [
      {
        title: 'detail.client.identity',
        fields: [
          'clientId',
          'clientSN',
          'clientName',
          'code',
          'clientType',
          'status',
          'contractingEntityName',
          'region',
          'registrationSource',
          'clientSource',
          'cooperationStartTime',
          'createTime',
        ],
      },
      {
        title: 'detail.client.money',
        fields: [
          'payMode',
          'settlementCurrency',
          'walletBalance',
          'reserveFund',
          'temporaryCredit',
          'unsettledSpend',
          'fixedExchangeRate',
          'creditScore',
        ],
      },
      { title: 'detail.client.wallets', fields: ['wallets'] },
      {
        title: 'detail.client.people',
        fields: ['orgName', 'bdName', 'opName', 'cmName', 'marketName', 'saleAgentName'],
      },
      {
        title: 'detail.client.other',
        fields: [
          'adAccountCount',
          'emptyAccountRate',
          'blockRate',
          'tag',
          'emphasis',
          'email',
          'phone',
          'documents',
        ],
      },
    ],
    related: [
      { resource: 'adsAccount', filters: { clientId: 'clientId' } },
      { resource: 'clientBillOfClient', filters: { clientId: 'clientId' } },
      { resource: 'clientPayment', filters: { clientId: 'clientId' } },
      { resource: 'clientRefund', filters: { clientId: 'clientId' } },
      { resource: 'clientCreditScore', filters: { clientId: 'clientId' } },
      { resource: 'clientExchangeRate', filters: { clientId: 'clientId' } },
    ],
  },
});

export const clientAccount = defineResource({
  name: 'clientAccount',
  route: '/client/account',
  subject: 'Client',
  schema: clientAccountSchema,
  totals: { fields: ['walletBalance', 'reserveFund', 'temporaryCredit', 'unsettledSpend'] },
  menu: { group: 'client', order: 20 },
  endpoints: { list: 'GET /client/account', one: 'GET /client/detail?clientId' },
  assumed: ['list'],
  exportable: true,
  links: ['clientBalanceLog', 'clientWalletLog', 'clientBillOfClient'],
});

/** Menu name: reserve usage record. */
export const clientBalanceLog = defineResource({
  name: 'clientBalanceLog',
  route: '/client/account/balance/:clientId',
  subject: 'Client',
  schema: clientBalanceLogSchema,
  totals: { fields: ['amount'] },
  menu: { hidden: true, group: 'client' },
  endpoints: { list: 'GET /client/account/balance' },
  // SPEC §7: wallet log exports return spreadsheet files (path assumed, after the list's).
  serverExport: 'GET /client/account/balance/exportExcel',
  assumed: ['list'],
  paramFilters: { clientId: 'clientId' },
  exportable: true,
  parent: 'clientAccount',
});

/** Menu name: wallet usage record. */
export const clientWalletLog = defineResource({
  name: 'clientWalletLog',
  route: '/client/account/wallet/:clientId',
  subject: 'Client',
  schema: clientWalletLogSchema,
  totals: { fields: ['amount'] },
  menu: { hidden: true, group: 'client' },
  endpoints: { list: 'GET /client/account/wallet' },
  // SPEC §7: wallet log exports return spreadsheet files (path assumed, after the list's).
  serverExport: 'GET /client/account/wallet/exportExcel',
  assumed: ['list'],
  paramFilters: { clientId: 'clientId' },
  exportable: true,
  parent: 'clientAccount',
});

export const clientCreditScore = defineResource({
  name: 'clientCreditScore',
  route: '/client/creditScore/:clientId',
  subject: 'ClientCreditScore',
  schema: clientCreditScoreSchema,
  menu: { hidden: true, group: 'client' },
  endpoints: {
    list: 'GET /client/credit/score/clientScore',
    create: 'POST /client/credit/score/addClientScore',
    remove: 'GET /client/credit/score/deleteClientScore?id',
  },
  paramFilters: { clientId: 'clientId' },
  crud: { create: true, remove: true },
  parent: 'client',
});

/**
 * The items a client's credit score entry may assess, with their points (SPEC §7's settings call):
 * no page, the option list of the entry form's item select (`clientCreditScoreItem`).
 */
export const clientCreditScoreSetting = defineResource({
  name: 'clientCreditScoreSetting',
  subject: 'ClientCreditScore',
  schema: clientCreditScoreSettingSchema,
  endpoints: { list: 'GET /client/credit/score/settings' },
});

/** A client's agreed exchange rates: shown on its detail page, no page of their own. */
export const clientExchangeRate = defineResource({
  name: 'clientExchangeRate',
  subject: 'Client',
  schema: clientExchangeRateSchema,
  endpoints: {
    list: 'GET /client/exchange_rate/list',
    create: 'POST /client/exchange_rate/add',
    remove: 'GET /client/exchange_rate/delete?id',
  },
  crud: { create: true, remove: true },
});

export const clientPayment = defineResource({
  name: 'clientPayment',
  route: '/client/payment',
  subject: 'Client',
  schema: clientPaymentSchema,
  totals: { fields: ['amount'] },
  menu: { group: 'client', order: 30 },
  endpoints: { list: 'GET /client/payment', create: 'POST /client/payment/add' },
  assumed: ['list', 'create'],
  crud: { create: true },
  // Registered by staff, then collected by finance (README "Payments and bills").
  actions: {
    confirmPayment: { ...paymentLifecycle.confirmPayment, call: 'POST /client/payment/confirm' },
    receivePayment: { ...paymentLifecycle.receivePayment, call: 'POST /client/payment/receive' },
    rejectPayment: { ...paymentLifecycle.rejectPayment, call: 'POST /client/payment/reject' },
  },
  exportable: true,
});

export const clientBill = defineResource({
  name: 'clientBill',
  route: '/client/bill',
  subject: 'Client',
  schema: clientBillSchema,
  totals: { fields: ['amount', 'rebateAmount'] },
  menu: { group: 'client', order: 40 },
  endpoints: { list: 'GET /client/bill' },
  assumed: ['list'],
  actions: clientBillActions,
  exportable: true,
  detail: billDetail(['clientName', 'orgName']),
});

/** Menu name: statement generation record. Declared before /client/bill/:clientId. */
export const clientBillGroup = defineResource({
  name: 'clientBillGroup',
  route: '/client/bill/billGroup',
  subject: 'Client',
  schema: clientBillGroupSchema,
  totals: { fields: ['totalAmount'] },
  menu: { group: 'client', order: 50 },
  endpoints: { list: 'GET /client/bill/billGroup' },
  assumed: ['list'],
  // A run's page lists the bills it made.
  detail: billGroupDetail('clientBill'),
});

/** The bills of one client (same records as /client/bill). */
export const clientBillOfClient = defineResource({
  name: 'clientBillOfClient',
  route: '/client/bill/:clientId',
  subject: 'Client',
  schema: clientBillSchema,
  totals: { fields: ['amount', 'rebateAmount'] },
  menu: { hidden: true, group: 'client' },
  endpoints: { list: 'GET /client/bill' },
  assumed: ['list'],
  actions: clientBillActions,
  paramFilters: { clientId: 'clientId' },
  exportable: true,
  parent: 'clientBill',
});

export const clientRebate = defineResource({
  name: 'clientRebate',
  route: '/client/rebate',
  subject: 'Client',
  schema: clientRebateSchema,
  totals: { fields: ['spendAmount', 'rebateAmount'] },
  menu: { group: 'client', order: 60 },
  endpoints: { list: 'GET /client/rebate' },
  assumed: ['list'],
  // A confirmed rebate goes into prepayment, is withdrawn or offsets a bill (assumed call).
  actions: { transferRebate: { ...transferRebateAction, call: 'POST /client/rebate/transfer' } },
  exportable: true,
});

export const clientInvoice = defineResource({
  name: 'clientInvoice',
  route: '/client/invoice',
  subject: 'ClientInvoice',
  schema: clientInvoiceSchema,
  totals: { fields: ['totalValue'] },
  menu: { group: 'client', order: 70 },
  // Finance issues an invoice to a client (assumed call); the backend numbers nothing: the
  // invoice number is the one printed on it.
  endpoints: { list: 'GET /client/invoice', create: 'POST /client/invoice/add' },
  assumed: ['list', 'create'],
  crud: { create: true },
  exportable: true,
});

export const clientRefund = defineResource({
  name: 'clientRefund',
  route: '/client/refund',
  subject: 'Client',
  schema: clientRefundSchema,
  totals: { fields: ['amount'] },
  menu: { group: 'client', order: 80 },
  // Not the mirrored GET /client/refund: that is the refund action of a client (SPEC §7).
  endpoints: { list: 'GET /client/refund/list' },
  assumed: ['list'],
  // A client's refund is reviewed, then paid out; the last one paid liquidates the client.
  actions: {
    approveRefund: { ...refundLifecycle.approveRefund, call: 'POST /client/refund/approve' },
    rejectRefund: { ...refundLifecycle.rejectRefund, call: 'POST /client/refund/reject' },
    confirmRefunded: { ...refundLifecycle.confirmRefunded, call: 'POST /client/refund/confirm' },
  },
  exportable: true,
});

import { defineResource } from '@/engine/define';
import { billActionsAt, billDetail, orgBillSchema } from '../schemas/clientBill';
import { billGroupDetail } from '../schemas/clientBillGroup';
import { paymentLifecycle } from '../schemas/clientPayment';
import { transferRebateAction } from '../schemas/clientRebate';
import { refundLifecycle } from '../schemas/clientRefund';
import { payer } from '../schemas/financePayment';
import { orgBillGroupSchema } from '../schemas/orgBillGroup';
import { orgInvoiceSchema } from '../schemas/orgInvoice';
import { orgPaymentSchema } from '../schemas/orgPayment';
import { orgRebateSchema } from '../schemas/orgRebate';
import { orgRefundSchema } from '../schemas/orgRefund';

// Part of the reseller management area (resources/org.ts): every route is marked org 1.

/** A reseller bill's steps and adjustments, as a client's (docs/areas/payments-and-bills.md). */
const orgBillActions = billActionsAt('/org/bill');

/** The resellers' own payments, collected as a client's are (docs/areas/payments-and-bills.md). */
export const orgPayment = defineResource({
  name: 'orgPayment',
  route: '/org/payment',
  subject: 'Org',
  schema: orgPaymentSchema,
  totals: { fields: ['amount'] },
  menu: { group: 'org', org: 1, order: 40 },
  endpoints: { list: 'GET /org/payment' },
  assumed: ['list'],
  fixedFilters: { payerType: payer.reseller },
  // The client payment's steps and rights (assumed calls); receiving credits the reseller.
  actions: {
    confirmPayment: { ...paymentLifecycle.confirmPayment, call: 'POST /org/payment/confirm' },
    receivePayment: { ...paymentLifecycle.receivePayment, call: 'POST /org/payment/receive' },
    rejectPayment: { ...paymentLifecycle.rejectPayment, call: 'POST /org/payment/reject' },
  },
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

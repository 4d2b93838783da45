import { defineResource } from '@/engine/define';
import { billActionsAt, billDetail, clientBillSchema } from '../schemas/clientBill';
import { billGroupDetail, clientBillGroupSchema } from '../schemas/clientBillGroup';
import { clientInvoiceSchema } from '../schemas/clientInvoice';
import { clientPaymentSchema, paymentLifecycle } from '../schemas/clientPayment';
import { clientRebateSchema, transferRebateAction } from '../schemas/clientRebate';
import { clientRefundSchema, refundLifecycle } from '../schemas/clientRefund';

/** A client bill's steps and adjustments (docs/areas/payments-and-bills.md), at mirrored paths. */
const clientBillActions = billActionsAt('/client/bill');

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
  // Registered by staff, then collected by finance (docs/areas/payments-and-bills.md).
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

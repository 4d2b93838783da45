import { defineReference, defineSchema } from '@/engine/define';
import type { ActionDef, FieldDef } from '@/engine/types';
import { clientOfRecord } from './client';
import { paymentStatus } from './enums';

/** A payment of SPEC §3: time, amount, currency, remark, receipt, bank, collection status. */
export const paymentFields = {
  amount: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
  currency: { type: 'reference', ref: 'currency', filter: true, show: false },
  payTime: { type: 'datetime', list: { sortable: true }, filter: true },
  bank: { type: 'text', list: true },
  receipt: { type: 'image', list: true },
  status: { type: 'enum', enum: paymentStatus, list: true, filter: true },
  remark: { type: 'text', list: true },
  createTime: { type: 'datetime', list: { sortable: true } },
} satisfies Record<string, FieldDef>;

/** The collection status of a payment (`paymentStatus` codes, SPEC §4). */
export const paymentState = { toBeConfirmed: 0, confirmed: 1, received: 2, rejected: 3 } as const;

/**
 * A payment's collection: to be confirmed → confirmed → received, or rejected with a reason
 * before it is received. Receiving credits the payer's wallet (the demo's `afterAction`).
 */
export const paymentLifecycle = {
  confirmPayment: {
    when: { status: [paymentState.toBeConfirmed] },
    sets: { status: paymentState.confirmed },
    confirm: true,
  },
  receivePayment: {
    when: { status: [paymentState.confirmed] },
    sets: { status: paymentState.received },
    confirm: true,
  },
  rejectPayment: {
    when: { status: [paymentState.toBeConfirmed, paymentState.confirmed] },
    sets: { status: paymentState.rejected },
    reason: true,
    danger: true,
  },
} satisfies Record<string, Omit<ActionDef, 'call'>>;

/**
 * The platform's receiving banks, offered by name when a payment is registered: the list shown to
 * payers (/orgFinance/payment's), since the option list itself (/option/bank) is finance's only.
 */
defineReference('bank', {
  endpoint: 'GET /orgFinance/payment/bankList',
  pageSize: 500,
  value: 'bankName',
  label: 'bankName',
});

/**
 * A payment made by a client, registered by staff with its receipt (SPEC §5: the amount cannot
 * be empty or 0; a receipt is a jpg or png of at most 500 kB), then collected by finance.
 */
export const clientPaymentSchema = defineSchema({
  entity: 'clientPayment',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    ...clientOfRecord,
    clientId: {
      type: 'reference',
      ref: 'client',
      filter: 'search',
      show: false,
      form: { required: true },
    },
    ...paymentFields,
    amount: { ...paymentFields.amount, form: { required: true, nonZero: true } },
    currency: { ...paymentFields.currency, form: { required: true, initial: 'USD' } },
    payTime: { ...paymentFields.payTime, form: { required: true } },
    bank: { type: 'reference', ref: 'bank', list: true, form: { required: true } },
    receipt: { type: 'image', list: true, form: { required: true, accept: 'image' } },
    remark: { type: 'textarea', list: true, form: true },
    reason: { type: 'text', show: true },
  },
});

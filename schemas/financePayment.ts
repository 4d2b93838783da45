import { defineEnum, defineSchema } from '@/engine/define';
import { paymentStatus } from './enums';

/** Whose a payment is (assumed codes): a client's or a reseller's own. */
export const payerType = defineEnum('payerType', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'purple' },
]);

/** The `payerType` codes: receiving the payment credits this holder's wallet of its currency. */
export const payer = { client: 1, reseller: 2 } as const;

const amount = {
  type: 'money',
  currency: { field: 'currency' },
  list: { sortable: true },
} as const;

/**
 * A payment received by the platform (SPEC §3 Payment), as finance confirms or rejects it
 * (/finance/payment): a client's or a reseller's own, named by its payer.
 */
export const financePaymentSchema = defineSchema({
  entity: 'financePayment',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    paymentSn: { type: 'text', list: true, filter: true },
    // Whose it is, by name: the client's, or the reseller's own (assumed fields).
    payerType: { type: 'enum', enum: payerType, list: true, filter: true },
    payerName: { type: 'text', list: true },
    orgId: { type: 'reference', ref: 'org', filter: true },
    orgName: { type: 'text', list: true },
    clientId: { type: 'reference', ref: 'client', filter: true },
    clientName: { type: 'text', show: true },
    amount,
    currency: { type: 'reference', ref: 'currency', list: true, filter: true },
    payTime: { type: 'datetime', list: { sortable: true }, filter: true },
    bankName: { type: 'text', list: true, filter: true },
    receipt: { type: 'image', list: true },
    remark: { type: 'text', list: true },
    status: { type: 'enum', enum: paymentStatus, list: true, filter: true },
    reason: { type: 'text', show: true },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});

/**
 * The same payments as a reseller registers and follows its own (/orgFinance/payment): the
 * amount cannot be empty or 0 (SPEC §5), the receipt is an image.
 */
export const orgFinancePaymentSchema = defineSchema({
  entity: 'financePayment',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    paymentSn: { type: 'text', list: true, filter: true },
    // A reseller's own payments only (the list's fixed filter; the backend sets it).
    payerType: { type: 'enum', enum: payerType, show: false },
    orgId: { type: 'reference', ref: 'org' },
    amount: { ...amount, form: { required: true, nonZero: true } },
    currency: {
      type: 'reference',
      ref: 'currency',
      list: true,
      filter: true,
      form: { required: true, initial: 'USD' },
    },
    payTime: {
      type: 'datetime',
      list: { sortable: true },
      filter: true,
      form: { required: true },
    },
    bankName: { type: 'text', list: true, form: { required: true } },
    receipt: { type: 'image', list: true, form: { required: true, accept: 'image' } },
    remark: { type: 'textarea', form: true },
    status: { type: 'enum', enum: paymentStatus, list: true, filter: true },
    reason: { type: 'text', show: true },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});

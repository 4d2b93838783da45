import { defineEnum, defineSchema } from '@/engine/define';
import type { ActionDef, FieldDef } from '@/engine/types';
import { applicationState, clientOfRecord } from './client';

/** Refund state (assumed codes): pending review, approved, refunded, rejected. */
export const refundStatus = defineEnum('refundStatus', [
  { value: 0, color: 'processing' },
  { value: 1, color: 'blue' },
  { value: 2, color: 'success' },
  { value: 3, color: 'error' },
]);

/** The codes of `refundStatus`. */
export const refundState = { pendingReview: 0, approved: 1, refunded: 2, rejected: 3 } as const;

/**
 * A refund's review (assumed steps, SPEC §4 names only "refund processing"): finance approves or
 * rejects it (with a reason), then confirms the money was paid out. The resources add calls.
 */
export const refundLifecycle = {
  approveRefund: {
    when: { status: [refundState.pendingReview] },
    sets: { status: refundState.approved },
    confirm: true,
  },
  rejectRefund: {
    when: { status: [refundState.pendingReview] },
    sets: { status: refundState.rejected },
    reason: 'rejectReason',
    danger: true,
  },
  confirmRefunded: {
    when: { status: [refundState.approved] },
    sets: { status: refundState.refunded },
    confirm: true,
  },
} satisfies Record<string, Omit<ActionDef, 'call'>>;

/**
 * A staff member applies for a refund of part of the wallet of a client in business (assumed
 * step): an amount in a currency of its wallets, up to what is left there, the bank to pay into
 * and why. It opens a refund pending review; paying it out debits that wallet.
 */
export const refundApplicationAction = {
  when: { status: [applicationState.active] },
  fields: {
    refundCurrency: { type: 'reference', ref: 'currency', form: { required: true } },
    refundAmount: {
      type: 'money',
      currency: { field: 'refundCurrency' },
      form: { required: true, nonZero: true },
    },
    refundBank: { type: 'text', form: { required: true } },
    refundReason: { type: 'textarea', form: { required: true, maxLength: 500 } },
  },
  refusals: [
    {
      code: 10743,
      rule: "The refundAmount is at most what the holder's wallet of the refundCurrency holds, less the refunds applied for and not yet paid out.",
    },
    {
      code: 10602,
      rule: 'The refundCurrency is one the currency options (GET /options/currency) offer at the time: a currency removed or renamed since is refused.',
    },
  ],
} satisfies Omit<ActionDef, 'call'>;

/** Where refunded money comes from (assumed codes): the wallet or the reserve fund. */
export const refundFrom = defineEnum('refundFrom', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'purple' },
]);

/** A refund of SPEC §3 (id, status, amount), with its source, bank and reason. */
export const refundFields = {
  amount: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
  currency: { type: 'reference', ref: 'currency', filter: true, show: false },
  refundFrom: { type: 'enum', enum: refundFrom, list: true, filter: true },
  bankName: { type: 'text', list: true },
  reason: { type: 'text', list: true },
  rejectReason: { type: 'text', show: true },
  status: { type: 'enum', enum: refundStatus, list: true, filter: true },
  createTime: { type: 'datetime', list: { sortable: true }, filter: true },
} satisfies Record<string, FieldDef>;

/** A refund to a client. */
export const clientRefundSchema = defineSchema({
  entity: 'clientRefund',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    ...clientOfRecord,
    ...refundFields,
  },
});

import { defineEnum, defineSchema } from '@/engine/define';
import type { ActionDef, FieldDef } from '@/engine/types';
import { clientOfRecord } from './client';
import { rebateMode, rebatePeriod, rebateTransferType } from './enums';
import { REBATE_FORMULA } from './rebateGradient';

/** Rebate settlement state (assumed codes): to be confirmed, confirmed, settled. */
export const rebateStatus = defineEnum('rebateStatus', [
  { value: 0, color: 'processing' },
  { value: 1, color: 'blue' },
  { value: 2, color: 'success' },
]);

/** The codes of `rebateStatus`. */
export const rebateState = { toBeConfirmed: 0, confirmed: 1, settled: 2 } as const;

/** The codes of `rebateTransferType` (SPEC §3): where a settled rebate went. */
export const rebateTransfer = { intoPrepayment: 1, withdraw: 2, offsetBill: 3 } as const;

/** The open bill states a rebate may offset: before payment is initiated (`billProgress` 0–2). */
export const OFFSETTABLE_BILL_STATES = [0, 1, 2] as const;

/**
 * A confirmed rebate is transferred, and so settled (assumed step): into the holder's prepayment
 * (its wallet of the rebate's currency grows), withdrawn (paid out, no balance changes) or offset
 * against one of its open bills (the bill's amount due shrinks by it). The resources add calls.
 */
export const transferRebateAction = {
  when: { status: [rebateState.confirmed] },
  sets: { status: rebateState.settled },
  fields: {
    transferType: { type: 'enum', enum: rebateTransferType, form: { required: true } },
    offsetBillId: {
      type: 'number',
      form: {
        min: 1,
        showWhen: { field: 'transferType', values: [rebateTransfer.offsetBill] },
        requiredWhen: { field: 'transferType', values: [rebateTransfer.offsetBill] },
      },
    },
  },
} satisfies Omit<ActionDef, 'call'>;

/** A rebate: the spend it is computed on, its mode, period and rate, and where it goes. */
export const rebateFields = {
  month: { type: 'month', list: { sortable: true }, filter: true },
  rebateMode: { type: 'enum', enum: rebateMode, list: true, filter: true },
  rebatePeriod: { type: 'enum', enum: rebatePeriod, list: true },
  spendAmount: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
  // The rate applied: a single or channel policy's, or a gradient's for the spend's band
  // (rebateGradient.ts).
  rebateRate: { type: 'percent', list: true },
  rebateAmount: {
    type: 'money',
    currency: { field: 'currency' },
    list: { sortable: true },
    computed: REBATE_FORMULA('spendAmount'),
  },
  currency: { type: 'reference', ref: 'currency', filter: true, show: false },
  transferType: { type: 'enum', enum: rebateTransferType, list: true, filter: true },
  status: { type: 'enum', enum: rebateStatus, list: true, filter: true },
  createTime: { type: 'datetime', list: { sortable: true } },
} satisfies Record<string, FieldDef>;

/** A rebate of a client. */
export const clientRebateSchema = defineSchema({
  entity: 'clientRebate',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    ...clientOfRecord,
    ...rebateFields,
  },
});

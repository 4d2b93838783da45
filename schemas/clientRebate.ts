import { defineEnum, defineSchema } from '@/engine/define';
import type { FieldDef } from '@/engine/types';
import { clientOfRecord } from './client';
import { rebateMode, rebatePeriod, rebateTransferType } from './enums';

/** Rebate settlement state (assumed codes): to be confirmed, confirmed, settled. */
export const rebateStatus = defineEnum('rebateStatus', [
  { value: 0, color: 'processing' },
  { value: 1, color: 'blue' },
  { value: 2, color: 'success' },
]);

/** A rebate: the spend it is computed on, its mode, period and rate, and where it goes. */
export const rebateFields = {
  month: { type: 'month', list: { sortable: true }, filter: true },
  rebateMode: { type: 'enum', enum: rebateMode, list: true, filter: true },
  rebatePeriod: { type: 'enum', enum: rebatePeriod, list: true },
  spendAmount: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
  rebateRate: { type: 'percent', list: true },
  rebateAmount: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
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

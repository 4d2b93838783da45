import { defineEnum, defineSchema } from '@/engine/define';
import type { FieldDef } from '@/engine/types';
import { clientOfRecord } from './client';
import { billProgress, rebateTransferType } from './enums';

/** Bill types (assumed codes): spend, service fee, account opening fee. */
export const billType = defineEnum('billType', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'purple' },
  { value: 3, color: 'cyan' },
]);

/** A bill of SPEC §3: title, type, status (bill progress of SPEC §4), month, amount, rebate type. */
export const billFields = {
  title: { type: 'text', list: true, filter: true },
  billType: { type: 'enum', enum: billType, list: true, filter: true },
  month: { type: 'month', list: { sortable: true }, filter: true },
  amount: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
  rebateAmount: { type: 'money', currency: { field: 'currency' }, list: true },
  currency: { type: 'reference', ref: 'currency', filter: true, show: false },
  rebateType: { type: 'enum', enum: rebateTransferType, list: true, filter: true },
  status: { type: 'enum', enum: billProgress, list: true, filter: true },
  createTime: { type: 'datetime', list: { sortable: true } },
} satisfies Record<string, FieldDef>;

/** A monthly bill of a client. */
export const clientBillSchema = defineSchema({
  entity: 'clientBill',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    ...clientOfRecord,
    ...billFields,
  },
});

import { defineEnum, defineSchema } from '@/engine/define';
import type { FieldDef } from '@/engine/types';
import { clientOfRecord } from './client';

/** Movements of a reserve fund (assumed codes). */
export const reserveChangeType = defineEnum('reserveChangeType', [
  { value: 1, color: 'green' },
  { value: 2, color: 'orange' },
  { value: 3, color: 'blue' },
  { value: 4, color: 'purple' },
  { value: 5, color: 'default' },
]);

/** One movement of a reserve fund: what happened, how much, the balance after it. */
export const reserveLogFields = {
  changeType: { type: 'enum', enum: reserveChangeType, list: true, filter: true },
  amount: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
  balanceAfter: { type: 'money', currency: { field: 'currency' }, list: true },
  currency: { type: 'reference', ref: 'currency', filter: true, show: false },
  remark: { type: 'text', list: true },
  operatorId: { type: 'reference', ref: 'staff', show: false },
  operatorName: { type: 'text', list: true },
  createTime: { type: 'datetime', list: { sortable: true }, filter: true },
} satisfies Record<string, FieldDef>;

/** The reserve usage record of a client. */
export const clientBalanceLogSchema = defineSchema({
  entity: 'clientBalanceLog',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    ...clientOfRecord,
    ...reserveLogFields,
  },
});

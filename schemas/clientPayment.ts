import { defineSchema } from '@/engine/define';
import type { FieldDef } from '@/engine/types';
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

/** A payment made by a client. */
export const clientPaymentSchema = defineSchema({
  entity: 'clientPayment',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    ...clientOfRecord,
    ...paymentFields,
  },
});

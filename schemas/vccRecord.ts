import { defineEnum, defineSchema } from '@/engine/define';

/** Kinds of virtual card transactions (assumed codes). */
export const vccRecordType = defineEnum('vccRecordType', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'orange' },
  { value: 3, color: 'green' },
  { value: 4, color: 'default' },
]);

/** A transaction on a virtual card: top-up, spend, refund or fee. */
export const vccRecordSchema = defineSchema({
  entity: 'vccRecord',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    cardNo: { type: 'text', list: true, filter: true },
    clientId: { type: 'reference', ref: 'client', filter: 'search', show: true },
    clientName: { type: 'text', list: true },
    orgId: { type: 'reference', ref: 'org', show: true },
    recordType: { type: 'enum', enum: vccRecordType, list: true, filter: true },
    merchantName: { type: 'text', list: true },
    currency: { type: 'text', list: true },
    amount: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
    balance: { type: 'money', currency: { field: 'currency' }, list: true },
    tradeTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});

import { defineEnum, defineSchema } from '@/engine/define';

/**
 * Kinds of virtual card records (assumed codes): money (top-up, spend, refund, fee) and the steps
 * of the card's life (opened, bound, unbinding asked, unbound), written by each action.
 */
export const vccRecordType = defineEnum('vccRecordType', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'orange' },
  { value: 3, color: 'green' },
  { value: 4, color: 'default' },
  { value: 5, color: 'processing' },
  { value: 6, color: 'success' },
  { value: 7, color: 'warning' },
  { value: 8, color: 'default' },
]);

/** The record type each card action writes. */
export const vccRecordTypeOfAction: Readonly<Record<string, number>> = {
  openCard: 5,
  bind: 6,
  unbind: 7,
  confirmUnbind: 8,
};

/** A record of a virtual card: a transaction (top-up, spend, refund, fee) or a step of its life. */
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
    mediaAccountId: { type: 'text', list: true },
    currency: { type: 'text', list: true },
    amount: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
    balance: { type: 'money', currency: { field: 'currency' }, list: true },
    tradeTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});

import { defineEnum, defineSchema } from '@/engine/define';

/** State of a ready-made Facebook account (values assumed): in stock, allocated, disabled. */
export const outfitAccountStatus = defineEnum('outfitAccountStatus', [
  { value: 0, color: 'success' },
  { value: 1, color: 'blue' },
  { value: 2, color: 'default' },
]);

/** A ready-made (existing) Facebook ad account held in stock and allocated to clients. */
export const outfitAccountSchema = defineSchema({
  entity: 'outfitAccount',
  id: 'id',
  fields: {
    id: { type: 'number', show: true },
    accountId: { type: 'text', list: true, filter: true },
    accountName: { type: 'text', list: true, filter: true },
    bmId: { type: 'text', list: true, filter: true },
    currency: { type: 'text', list: { width: 90 }, filter: true },
    status: { type: 'enum', enum: outfitAccountStatus, list: true, filter: true },
    clientId: { type: 'reference', ref: 'client', filter: true },
    clientName: { type: 'text', list: true },
    openDate: { type: 'date', list: { sortable: true }, filter: true },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});

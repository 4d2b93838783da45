import { defineEnum, defineSchema } from '@/engine/define';

/** What happened to a ready-made account (values assumed): allocated to a client, taken back. */
export const outfitOperation = defineEnum('outfitOperation', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'orange' },
]);

/** One allocation or recovery of a ready-made Facebook account. */
export const outfitAccountRecordSchema = defineSchema({
  entity: 'outfitAccountRecord',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    accountId: { type: 'text', list: true, filter: true },
    accountName: { type: 'text', list: true },
    operation: { type: 'enum', enum: outfitOperation, list: true, filter: true },
    clientId: { type: 'reference', ref: 'client', filter: true },
    clientName: { type: 'text', list: true },
    operatorId: { type: 'reference', ref: 'staff', filter: true },
    operatorName: { type: 'text', list: true },
    remark: { type: 'textarea', list: true },
    createTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});

import { defineEnum, defineSchema } from '@/engine/define';
import { billProgress, rebateMode } from './enums';

/** What a media agent bill is for (assumed codes). */
export const mediaAgentBillType = defineEnum('mediaAgentBillType', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'cyan' },
  { value: 3, color: 'purple' },
]);

/** A media agent's bill for a month (SPEC §3 bill fields). */
export const mediaAgentBillSchema = defineSchema({
  entity: 'mediaAgentBill',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    title: { type: 'text', list: true, filter: true },
    mediaAgentId: { type: 'reference', ref: 'mediaAgent', filter: true, show: true },
    mediaAgentName: { type: 'text', list: true },
    month: { type: 'month', list: { sortable: true }, filter: true },
    billType: { type: 'enum', enum: mediaAgentBillType, list: true, filter: true },
    rebateMode: { type: 'enum', enum: rebateMode, list: true },
    currency: { type: 'text', list: true },
    amount: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
    status: { type: 'enum', enum: billProgress, list: true, filter: true },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});

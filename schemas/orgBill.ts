import { defineSchema } from '@/engine/define';
import { billFields } from './clientBill';
import { orgOfRecord } from './org';

/** A monthly bill of a reseller. */
export const orgBillSchema = defineSchema({
  entity: 'orgBill',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    ...orgOfRecord,
    ...billFields,
  },
});

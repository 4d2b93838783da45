import { defineSchema } from '@/engine/define';
import { rebateFields } from './clientRebate';
import { orgOfRecord } from './org';

/** A rebate of a reseller. */
export const orgRebateSchema = defineSchema({
  entity: 'orgRebate',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    ...orgOfRecord,
    ...rebateFields,
  },
});

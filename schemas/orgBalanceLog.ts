import { defineSchema } from '@/engine/define';
import { reserveLogFields } from './clientBalanceLog';
import { orgOfRecord } from './org';

/** The reserve usage record of a reseller. */
export const orgBalanceLogSchema = defineSchema({
  entity: 'orgBalanceLog',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    ...orgOfRecord,
    ...reserveLogFields,
  },
});

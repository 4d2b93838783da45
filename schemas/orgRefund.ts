import { defineSchema } from '@/engine/define';
import { refundFields } from './clientRefund';
import { orgOfRecord } from './org';

/** A refund to a reseller. */
export const orgRefundSchema = defineSchema({
  entity: 'orgRefund',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    ...orgOfRecord,
    ...refundFields,
  },
});

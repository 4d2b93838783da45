import { defineSchema } from '@/engine/define';
import { paymentFields } from './clientPayment';
import { orgOfRecord } from './org';

/** A payment made by a reseller. */
export const orgPaymentSchema = defineSchema({
  entity: 'orgPayment',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    ...orgOfRecord,
    ...paymentFields,
  },
});

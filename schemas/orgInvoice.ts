import { defineSchema } from '@/engine/define';
import { invoiceFields } from './clientInvoice';
import { orgOfRecord } from './org';

/** An invoice issued to a reseller. */
export const orgInvoiceSchema = defineSchema({
  entity: 'orgInvoice',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    ...orgOfRecord,
    ...invoiceFields,
  },
});

import { defineSchema } from '@/engine/define';
import { holderInvoiceFields } from './clientInvoice';
import { orgOfRecord } from './org';

/** An invoice issued to a reseller, as to a client. */
export const orgInvoiceSchema = defineSchema({
  entity: 'orgInvoice',
  id: 'id',
  title: 'invoiceNo',
  fields: holderInvoiceFields(orgOfRecord, 'orgId'),
});

import { defineSchema } from '@/engine/define';

/** An invoice issued to a reseller (SPEC §3 Invoice; /orgFinance/invoice). */
export const orgFinanceInvoiceSchema = defineSchema({
  entity: 'orgFinanceInvoice',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    invoiceNo: { type: 'text', list: true, filter: true },
    orgId: { type: 'reference', ref: 'org' },
    productName: { type: 'text', list: true, filter: true },
    billToName: { type: 'text', list: true, filter: true },
    currency: { type: 'reference', ref: 'currency', list: true, filter: true },
    totalValue: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
    invoiceDate: { type: 'date', list: { sortable: true }, filter: true },
  },
});

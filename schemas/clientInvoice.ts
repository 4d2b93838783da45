import { defineEnum, defineSchema } from '@/engine/define';
import type { FieldDef } from '@/engine/types';
import { clientOfRecord } from './client';

/** Invoice state (assumed codes): requested, issued, voided. */
export const invoiceStatus = defineEnum('invoiceStatus', [
  { value: 0, color: 'processing' },
  { value: 1, color: 'success' },
  { value: 2, color: 'default' },
]);

/** An invoice of SPEC §3: number, product name, bill-to company, total value, date. */
export const invoiceFields = {
  invoiceNo: { type: 'text', list: true, filter: true },
  productName: { type: 'text', list: true },
  billToName: { type: 'text', list: true, filter: true },
  totalValue: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
  currency: { type: 'reference', ref: 'currency', filter: true, show: false },
  invoiceDate: { type: 'date', list: { sortable: true }, filter: true },
  status: { type: 'enum', enum: invoiceStatus, list: true, filter: true },
  createTime: { type: 'datetime', list: { sortable: true } },
} satisfies Record<string, FieldDef>;

/** An invoice issued to a client. */
export const clientInvoiceSchema = defineSchema({
  entity: 'clientInvoice',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    ...clientOfRecord,
    ...invoiceFields,
  },
});

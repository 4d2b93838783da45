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
  invoiceNo: {
    type: 'text',
    list: true,
    filter: true,
    form: {
      required: true,
      maxLength: 50,
      pattern: { regex: /^[A-Za-z0-9-]+$/, message: 'bounds.invoiceNo' },
    },
  },
  productName: { type: 'text', list: true, form: { required: true } },
  billToName: { type: 'text', list: true, filter: true, form: { required: true } },
  totalValue: {
    type: 'money',
    currency: { field: 'currency' },
    list: { sortable: true },
    form: { required: true, nonZero: true },
  },
  currency: {
    type: 'reference',
    ref: 'currency',
    filter: true,
    show: false,
    form: { required: true },
  },
  invoiceDate: { type: 'date', list: { sortable: true }, filter: true, form: { required: true } },
  status: { type: 'enum', enum: invoiceStatus, list: true, filter: true },
  createTime: { type: 'datetime', list: { sortable: true } },
} satisfies Record<string, FieldDef>;

/** The codes of `invoiceStatus`. */
export const invoiceState = { requested: 0, issued: 1, voided: 2 } as const;

/**
 * An invoice finance issues to a holder (`holderFields`: whose it is), naming the holder it bills
 * (`idField`, chosen on the form).
 */
export const holderInvoiceFields = <H extends Record<string, FieldDef>>(
  holderFields: H,
  idField: keyof H & string,
): Record<string, FieldDef> => ({
  id: { type: 'number', list: { width: 90, sortable: true } },
  ...holderFields,
  [idField]: { ...holderFields[idField], form: { required: true } },
  ...invoiceFields,
});

/** An invoice issued to a client. */
export const clientInvoiceSchema = defineSchema({
  entity: 'clientInvoice',
  id: 'id',
  title: 'invoiceNo',
  fields: holderInvoiceFields(clientOfRecord, 'clientId'),
});

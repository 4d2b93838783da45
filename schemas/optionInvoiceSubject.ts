import { defineSchema } from '@/engine/define';
import { enabledStatus } from './enums';

/** An invoicing subject: the company that issues invoices (/option/invoice). */
export const optionInvoiceSubjectSchema = defineSchema({
  entity: 'optionInvoiceSubject',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    subjectName: { type: 'text', list: true, filter: true },
    taxNo: { type: 'text', list: true, filter: true },
    address: { type: 'text', list: true },
    phone: { type: 'mobile', list: true },
    bankName: { type: 'text', list: true },
    bankAccount: { type: 'text', list: true },
    status: { type: 'enum', enum: enabledStatus, list: true, filter: true },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});

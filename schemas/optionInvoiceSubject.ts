import { defineSchema } from '@/engine/define';
import { enabledStatus } from './enums';

/** An invoicing subject: the company that issues invoices (/option/invoice). */
export const optionInvoiceSubjectSchema = defineSchema({
  entity: 'optionInvoiceSubject',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    subjectName: {
      type: 'text',
      list: true,
      filter: true,
      form: { required: true, maxLength: 100 },
    },
    taxNo: { type: 'text', list: true, filter: true, form: { required: true, maxLength: 30 } },
    address: { type: 'text', list: true, form: { maxLength: 200 } },
    phone: { type: 'mobile', list: true, form: true },
    bankName: { type: 'text', list: true, form: { maxLength: 100 } },
    bankAccount: { type: 'text', list: true, form: { maxLength: 40 } },
    status: { type: 'enum', enum: enabledStatus, list: true, filter: true, form: { initial: 1 } },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});

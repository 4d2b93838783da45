import { defineSchema } from '@/engine/define';
import { enabledStatus } from './enums';

/** A receiving bank account of the platform (/option/bank), also shown as payment instructions. */
export const optionBankSchema = defineSchema({
  entity: 'optionBank',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    bankName: { type: 'text', list: true, filter: true, form: { required: true, maxLength: 100 } },
    payeeName: { type: 'text', list: true, filter: true, form: { required: true, maxLength: 100 } },
    bankAccount: {
      type: 'text',
      list: true,
      filter: true,
      form: { required: true, maxLength: 40 },
    },
    // SWIFT/BIC: 4 letters of the bank, 2 of the country, 2 of the place, 3 of a branch.
    swiftCode: {
      type: 'text',
      list: true,
      form: {
        maxLength: 11,
        pattern: {
          regex: /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/,
          message: 'bounds.swiftCode',
        },
      },
    },
    currency: {
      type: 'reference',
      ref: 'currency',
      list: true,
      filter: true,
      form: { required: true, initial: 'USD' },
    },
    bankAddress: { type: 'text', list: true, form: { maxLength: 200 } },
    status: { type: 'enum', enum: enabledStatus, list: true, filter: true, form: { initial: 1 } },
    remark: { type: 'textarea', show: true, form: true },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});

import { defineSchema } from '@/engine/define';
import { enabledStatus } from './enums';

/** A receiving bank account of the platform (/option/bank), also shown as payment instructions. */
export const optionBankSchema = defineSchema({
  entity: 'optionBank',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    bankName: { type: 'text', list: true, filter: true },
    payeeName: { type: 'text', list: true, filter: true },
    bankAccount: { type: 'text', list: true, filter: true },
    swiftCode: { type: 'text', list: true },
    currency: { type: 'reference', ref: 'currency', list: true, filter: true },
    bankAddress: { type: 'text', list: true },
    status: { type: 'enum', enum: enabledStatus, list: true, filter: true },
    remark: { type: 'textarea', show: true },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});

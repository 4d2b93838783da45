import { defineEnum, defineSchema } from '@/engine/define';
import { billProgress, rebateMode } from './enums';

/** Kinds of bill a reseller receives: spend, service fee, account opening fee (codes assumed). */
export const orgFinanceBillType = defineEnum('orgFinanceBillType', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'purple' },
  { value: 3, color: 'cyan' },
]);

/** A bill of a reseller (SPEC §3 Bill; /orgFinance/bill). */
export const orgFinanceBillSchema = defineSchema({
  entity: 'orgFinanceBill',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    billSn: { type: 'text', list: true, filter: true },
    title: { type: 'text', list: true, filter: true },
    orgId: { type: 'reference', ref: 'org' },
    month: { type: 'month', list: { sortable: true }, filter: true },
    type: { type: 'enum', enum: orgFinanceBillType, list: true, filter: true },
    currency: { type: 'reference', ref: 'currency', list: true, filter: true },
    amount: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
    rebateType: { type: 'enum', enum: rebateMode, list: true },
    status: { type: 'enum', enum: billProgress, list: true, filter: true },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});

import { defineEnum, defineSchema } from '@/engine/define';
import type { DetailDef, FieldDef } from '@/engine/types';

/** State of a statement generation run (assumed codes): generating, done, failed. */
export const billGroupStatus = defineEnum('billGroupStatus', [
  { value: 0, color: 'processing' },
  { value: 1, color: 'success' },
  { value: 2, color: 'error' },
]);

/**
 * One run that generated the month's bills: how many, their total, who started it. One run per
 * month and currency: its total is in that currency (its bills are).
 */
export const billGroupFields = {
  id: { type: 'number', list: { width: 90, sortable: true } },
  month: { type: 'month', list: { sortable: true }, filter: true },
  billCount: { type: 'number', list: true },
  totalAmount: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
  currency: { type: 'reference', ref: 'currency', filter: true, show: false },
  status: { type: 'enum', enum: billGroupStatus, list: true, filter: true },
  operatorId: { type: 'reference', ref: 'staff', show: false },
  operatorName: { type: 'text', list: true },
  remark: { type: 'text', list: true },
  createTime: { type: 'datetime', list: { sortable: true }, filter: true },
  finishTime: { type: 'datetime', list: true },
} satisfies Record<string, FieldDef>;

/** A run's page: what it made, when, and the bills it made in a tab (`bills`: their resource). */
export const billGroupDetail = (bills: string): DetailDef => ({
  sections: [
    {
      title: 'detail.clientBillGroup.run',
      fields: ['id', 'month', 'billCount', 'totalAmount', 'status', 'operatorName', 'remark'],
    },
    { title: 'detail.clientBillGroup.time', fields: ['createTime', 'finishTime'] },
  ],
  related: [{ resource: bills, filters: { billGroupId: 'id' } }],
});

/** The statement generation record of the client bills, each run's bills in one currency. */
export const clientBillGroupSchema = defineSchema({
  entity: 'clientBillGroup',
  id: 'id',
  fields: {
    ...billGroupFields,
    // The organisation whose client bills were generated: each sees its own runs.
    orgId: { type: 'reference', ref: 'org', show: false },
  },
});

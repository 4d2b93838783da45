import { defineEnum, defineSchema } from '@/engine/define';

/** What moved money in a reserve or wallet record (codes assumed). */
export const fundChangeType = defineEnum('fundChangeType', [
  { value: 1, color: 'green' },
  { value: 2, color: 'blue' },
  { value: 3, color: 'cyan' },
  { value: 4, color: 'orange' },
  { value: 5, color: 'purple' },
  { value: 6, color: 'magenta' },
  { value: 7, color: 'default' },
]);

const money = { type: 'money', currency: { field: 'currency' }, list: true } as const;

/** A movement of a reseller's reserve fund (/orgFinance/balanceLog). */
export const orgFinanceBalanceLogSchema = defineSchema({
  entity: 'orgFinanceBalanceLog',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    orgId: { type: 'reference', ref: 'org' },
    changeType: { type: 'enum', enum: fundChangeType, list: true, filter: true },
    currency: { type: 'reference', ref: 'currency', list: true, filter: true },
    amount: { ...money, list: { sortable: true } },
    balanceAfter: money,
    remark: { type: 'text', list: true },
    createTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});

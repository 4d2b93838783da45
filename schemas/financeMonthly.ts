import { defineSchema } from '@/engine/define';
import { billProgress, payMode } from './enums';

const money = { type: 'money', currency: { field: 'currency' }, list: true } as const;

/** One client's month in the finance monthly report (/finance/list). */
export const financeMonthlySchema = defineSchema({
  entity: 'financeMonthly',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80 } },
    month: { type: 'month', list: { sortable: true }, filter: true },
    clientId: { type: 'reference', ref: 'client', filter: true },
    clientName: { type: 'text', list: true },
    payMode: { type: 'enum', enum: payMode, list: true, filter: true },
    currency: { type: 'reference', ref: 'currency', list: true, filter: true },
    recharge: money,
    spend: { ...money, list: { sortable: true } },
    rebate: money,
    refund: money,
    closingBalance: money,
    status: { type: 'enum', enum: billProgress, list: true, filter: true },
  },
});

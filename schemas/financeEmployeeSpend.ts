import { defineSchema } from '@/engine/define';

/** Spend of the clients of one staff member in a month (/finance/employeeSpendCount). */
export const financeEmployeeSpendSchema = defineSchema({
  entity: 'financeEmployeeSpend',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80 } },
    month: { type: 'month', list: { sortable: true }, filter: true },
    staffId: { type: 'reference', ref: 'staff', filter: true },
    staffName: { type: 'text', list: true },
    clientCount: { type: 'number', list: { sortable: true } },
    accountCount: { type: 'number', list: { sortable: true } },
    spend: { type: 'money', currency: 'USD', list: { sortable: true } },
    serviceFee: { type: 'money', currency: 'USD', list: true },
  },
});

import { defineSchema } from '@/engine/define';
import { mediaPlatform } from './enums';

const money = { type: 'money', currency: { field: 'currency' }, list: true } as const;

/** Income of a client on a media platform in a month (/finance/income). */
export const financeIncomeSchema = defineSchema({
  entity: 'financeIncome',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80 } },
    month: { type: 'month', list: { sortable: true }, filter: true },
    mediaPlatform: { type: 'enum', enum: mediaPlatform, list: true, filter: true },
    clientId: { type: 'reference', ref: 'client', filter: true },
    clientName: { type: 'text', list: true },
    currency: { type: 'reference', ref: 'currency', list: true, filter: true },
    spend: { ...money, list: { sortable: true } },
    serviceFee: money,
    mediaRebate: money,
    clientRebate: money,
    grossProfit: { ...money, list: { sortable: true } },
  },
});

import { defineEnum, defineSchema } from '@/engine/define';
import { payMode } from './enums';

/** Balance risk of a client or an agent: normal, attention, high risk (codes assumed). */
export const balanceRiskLevel = defineEnum('balanceRiskLevel', [
  { value: 1, color: 'success' },
  { value: 2, color: 'warning' },
  { value: 3, color: 'error' },
]);

const money = { type: 'money', currency: { field: 'currency' }, list: true } as const;

/** Balance risk of a direct client (/finance/balance/client). */
export const financeClientBalanceSchema = defineSchema({
  entity: 'financeClientBalance',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80 } },
    clientId: { type: 'reference', ref: 'client', filter: true },
    clientName: { type: 'text', list: true },
    bdId: { type: 'reference', ref: 'staff', filter: true },
    bdName: { type: 'text', list: true },
    payMode: { type: 'enum', enum: payMode, list: true, filter: true },
    currency: { type: 'reference', ref: 'currency', list: true, filter: true },
    walletBalance: { ...money, list: { sortable: true } },
    reserveFund: money,
    tempCredit: money,
    unsettledSpend: money,
    availableBalance: { ...money, list: { sortable: true } },
    riskLevel: { type: 'enum', enum: balanceRiskLevel, list: true, filter: true },
    updateTime: { type: 'datetime', list: { sortable: true } },
  },
});

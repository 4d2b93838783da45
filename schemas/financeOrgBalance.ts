import { defineSchema } from '@/engine/define';
import { balanceRiskLevel } from './financeClientBalance';

const money = { type: 'money', currency: { field: 'currency' }, list: true } as const;

/** Balance risk of an agent (reseller organisation), as finance sees it (/finance/balance/org). */
export const financeOrgBalanceSchema = defineSchema({
  entity: 'financeOrgBalance',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80 } },
    orgId: { type: 'reference', ref: 'org', filter: true },
    orgName: { type: 'text', list: true },
    currency: { type: 'reference', ref: 'currency', list: true, filter: true },
    walletBalance: { ...money, list: { sortable: true } },
    reserveFund: money,
    creditLimit: money,
    unsettledSpend: money,
    availableBalance: { ...money, list: { sortable: true } },
    riskLevel: { type: 'enum', enum: balanceRiskLevel, list: true, filter: true },
    updateTime: { type: 'datetime', list: { sortable: true } },
  },
});

/**
 * The same records as a reseller sees its own account (/orgFinance/account): its org only (the
 * records carry orgId), without the risk grading.
 */
export const orgFinanceAccountSchema = defineSchema({
  entity: 'financeOrgBalance',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80 } },
    orgId: { type: 'reference', ref: 'org' },
    currency: { type: 'reference', ref: 'currency', list: true, filter: true },
    walletBalance: money,
    reserveFund: money,
    creditLimit: money,
    unsettledSpend: money,
    availableBalance: money,
    updateTime: { type: 'datetime', list: true },
  },
});

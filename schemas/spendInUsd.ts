import type { FieldDef } from '@/engine/types';

/**
 * Spend in its own currency and its USD equivalent, computed from the exchange rate it was
 * booked at (rates are per 1 USD, as in optionExchangeRate: 7.1 CNY buy 1 USD).
 */
export const spendInUsdFields = {
  currency: { type: 'text', list: true },
  spend: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
  spendUsd: {
    type: 'money',
    currency: 'USD',
    list: { sortable: true },
    computed: { formula: 'spend / exchangeRate', round: 'currency' },
  },
  exchangeRate: { type: 'decimal', show: true },
} satisfies Record<string, FieldDef>;

import { defineSchema } from '@/engine/define';
import { clientOfRecord } from './client';

/**
 * A fixed exchange rate agreed with one client (`GET /client/exchange_rate/list?clientId`; SPEC §7
 * names the calls, not the fields: assumed): a currency's rate per 1 USD from a day on.
 */
export const clientExchangeRateSchema = defineSchema({
  entity: 'clientExchangeRate',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    ...clientOfRecord,
    currency: { type: 'reference', ref: 'currency', list: true, form: { required: true } },
    // A rate per 1 USD: a decimal of up to 8 places, above 0.
    rate: { type: 'decimal', list: true, form: { required: true, nonZero: true } },
    effectiveDate: { type: 'date', list: { sortable: true }, form: { required: true } },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});

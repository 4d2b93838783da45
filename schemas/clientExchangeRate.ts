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
    // Decimal in reality; the engine has no decimal type yet, so the demo keeps whole numbers.
    rate: { type: 'number', list: true, form: { required: true, min: 0 } },
    effectiveDate: { type: 'date', list: { sortable: true }, form: { required: true } },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});

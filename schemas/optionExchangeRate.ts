import { defineSchema } from '@/engine/define';
import type { FieldDef } from '@/engine/types';

/** A rate of a currency on a day, per 1 USD: the daily rates and the virtual-card rates. */
export const dailyRateFields = {
  id: { type: 'number', list: { width: 80, sortable: true } },
  rateDate: { type: 'date', list: { sortable: true }, filter: true, form: { required: true } },
  currency: {
    type: 'reference',
    ref: 'currency',
    list: true,
    filter: true,
    form: { required: true },
  },
  // Units of the currency per 1 USD: more than 0, up to 8 decimals, never rounded.
  rate: { type: 'decimal', list: { sortable: true }, form: { required: true, nonZero: true } },
  createTime: { type: 'datetime', list: { sortable: true } },
} satisfies Record<string, FieldDef>;

/** The daily exchange rate of a currency, per 1 USD (/option/exchangeRate). */
export const optionExchangeRateSchema = defineSchema({
  entity: 'optionExchangeRate',
  id: 'id',
  fields: dailyRateFields,
});

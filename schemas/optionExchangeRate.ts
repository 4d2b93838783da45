import { defineSchema } from '@/engine/define';

/** The daily exchange rate of a currency, per 1 USD (/option/exchangeRate). */
export const optionExchangeRateSchema = defineSchema({
  entity: 'optionExchangeRate',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    rateDate: { type: 'date', list: { sortable: true }, filter: true },
    currency: { type: 'reference', ref: 'currency', list: true, filter: true },
    rate: { type: 'decimal', list: { sortable: true } },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});

import { defineSchema } from '@/engine/define';

/** The exchange rate applied to virtual-card (VCC) spend, per 1 USD (/option/vccExchangeRate). */
export const optionVccExchangeRateSchema = defineSchema({
  entity: 'optionVccExchangeRate',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    rateDate: { type: 'date', list: { sortable: true }, filter: true },
    currency: { type: 'reference', ref: 'currency', list: true, filter: true },
    rate: { type: 'number', list: { sortable: true } },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});

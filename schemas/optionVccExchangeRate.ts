import { defineSchema } from '@/engine/define';
import { dailyRateFields } from './optionExchangeRate';

/** The exchange rate applied to virtual-card (VCC) spend, per 1 USD (/option/vccExchangeRate). */
export const optionVccExchangeRateSchema = defineSchema({
  entity: 'optionVccExchangeRate',
  id: 'id',
  fields: dailyRateFields,
});

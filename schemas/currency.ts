import { defineSchema } from '@/engine/define';
import type { FormOptions } from '@/engine/types';

/** A currency's code as typed in: 3 to 10 letters (ISO 4217's three, USDT's four…). */
export const currencyCodeInput = {
  maxLength: 10,
  pattern: { regex: /^[A-Za-z]{3,10}$/, message: 'bounds.currencyCode' },
} satisfies FormOptions;

export const currencySchema = defineSchema({
  entity: 'currency',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    currency: {
      type: 'text',
      list: { sortable: true },
      filter: true,
      form: { required: true, ...currencyCodeInput },
    },
    currency_cn: {
      type: 'text',
      list: true,
      filter: true,
      form: { required: true, maxLength: 20 },
    },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});

import { defineSchema } from '@/engine/define';

export const currencySchema = defineSchema({
  entity: 'currency',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    currency: { type: 'text', list: { sortable: true }, filter: true, form: { required: true } },
    currency_cn: { type: 'text', list: true, filter: true, form: { required: true } },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});

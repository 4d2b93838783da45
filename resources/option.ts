import { defineResource } from '@/engine/define';
import { currencySchema } from '../schemas/currency';

export const currency = defineResource({
  name: 'currency',
  route: '/option/currency',
  subject: 'OptionCurrency',
  schema: currencySchema,
  menu: { group: 'option', org: 1, order: 10 },
  endpoints: {
    list: 'GET /option/currency/list',
    create: 'POST /option/currency/add',
    update: 'POST /option/currency/edit',
    remove: 'GET /option/currency/remove?id',
  },
  crud: { create: true, edit: true, remove: true },
  exportable: true,
});

import { defineResource } from '@/engine/define';
import type { ResourceDef } from '@/engine/types';
import { currencySchema } from '../schemas/currency';
import { optionBankSchema } from '../schemas/optionBank';
import { optionExchangeRateSchema } from '../schemas/optionExchangeRate';
import { optionInvoiceSubjectSchema } from '../schemas/optionInvoiceSubject';
import { optionPayChannelSchema } from '../schemas/optionPayChannel';
import { optionVccExchangeRateSchema } from '../schemas/optionVccExchangeRate';

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

// The other options: the spec names no endpoints for them, so each is the conventional path
// mirroring its route (DESIGN §3), with add/edit/remove after the currency's (all assumed).

/** The list, add, edit and remove calls of an option kept at `path`, after the currency's. */
const optionCalls = (path: string): Pick<ResourceDef, 'endpoints' | 'assumed' | 'crud'> => ({
  endpoints: {
    list: `GET ${path}`,
    create: `POST ${path}/add`,
    update: `POST ${path}/edit`,
    remove: `GET ${path}/remove?id`,
  },
  assumed: ['list', 'create', 'update', 'remove'],
  crud: { create: true, edit: true, remove: true },
});

/** A rate is set once per day and currency: a second one is refused as existing already. */
const oneRatePerDay = [
  {
    code: 10010,
    rule: 'One rate per day and currency: a rate for a rateDate and currency that another rate already has is refused (it already exists); an edit may keep its own.',
  },
];
const rateRefusals = { create: oneRatePerDay, update: oneRatePerDay };

export const optionBank = defineResource({
  name: 'optionBank',
  route: '/option/bank',
  subject: 'OptionBank',
  schema: optionBankSchema,
  menu: { group: 'option', org: 1, order: 20 },
  ...optionCalls('/option/bank'),
  exportable: true,
});

export const optionInvoice = defineResource({
  name: 'optionInvoice',
  route: '/option/invoice',
  subject: 'OptionInvoice',
  schema: optionInvoiceSubjectSchema,
  menu: { group: 'option', org: 1, order: 30 },
  ...optionCalls('/option/invoice'),
  exportable: true,
});

export const optionExchangeRate = defineResource({
  name: 'optionExchangeRate',
  route: '/option/exchangeRate',
  subject: 'OptionExchangeRate',
  schema: optionExchangeRateSchema,
  menu: { group: 'option', org: 1, order: 40 },
  ...optionCalls('/option/exchangeRate'),
  refusals: rateRefusals,
  exportable: true,
});

export const optionPayChannel = defineResource({
  name: 'optionPayChannel',
  route: '/option/payChannel',
  subject: 'OptionPayChannel',
  schema: optionPayChannelSchema,
  menu: { group: 'option', org: 1, order: 50 },
  ...optionCalls('/option/payChannel'),
});

export const optionVccExchangeRate = defineResource({
  name: 'optionVccExchangeRate',
  route: '/option/vccExchangeRate',
  subject: 'OptionExchangeRate',
  schema: optionVccExchangeRateSchema,
  menu: { group: 'option', org: 1, vcc: true, order: 60 },
  ...optionCalls('/option/vccExchangeRate'),
  refusals: rateRefusals,
  exportable: true,
});

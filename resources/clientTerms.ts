import { defineResource } from '@/engine/define';
import { clientCreditScoreSchema } from '../schemas/clientCreditScore';
import { clientExchangeRateSchema } from '../schemas/clientExchangeRate';
import { clientCreditScoreSettingSchema } from '../schemas/creditScoreSetting';
import { clientTypeSchema } from '../schemas/clientEnums';

export const clientCreditScore = defineResource({
  name: 'clientCreditScore',
  route: '/client/creditScore/:clientId',
  subject: 'ClientCreditScore',
  schema: clientCreditScoreSchema,
  menu: { hidden: true, group: 'client' },
  endpoints: {
    list: 'GET /client/credit/score/clientScore',
    create: 'POST /client/credit/score/addClientScore',
    remove: 'GET /client/credit/score/deleteClientScore?id',
  },
  paramFilters: { clientId: 'clientId' },
  crud: { create: true, remove: true },
  parent: 'client',
});

/**
 * The items a client's credit score entry may assess, with their points (SPEC §7's settings call):
 * no page, the option list of the entry form's item select (`clientCreditScoreItem`).
 */
export const clientCreditScoreSetting = defineResource({
  name: 'clientCreditScoreSetting',
  subject: 'ClientCreditScore',
  schema: clientCreditScoreSettingSchema,
  endpoints: { list: 'GET /client/credit/score/settings' },
});

/**
 * The client types (`GET /client/clientType`, SPEC §7): no page, the option list (`clientType`)
 * of every client type select and cell, asked once per session.
 */
export const clientTypeOption = defineResource({
  name: 'clientTypeOption',
  subject: 'Client',
  schema: clientTypeSchema,
  endpoints: { list: 'GET /client/clientType' },
  // An ordered set of options (each type's tag colour is its place): the backend's order.
  order: false,
});

/** A client's agreed exchange rates: shown on its detail page, no page of their own. */
export const clientExchangeRate = defineResource({
  name: 'clientExchangeRate',
  subject: 'Client',
  schema: clientExchangeRateSchema,
  endpoints: {
    list: 'GET /client/exchange_rate/list',
    create: 'POST /client/exchange_rate/add',
    remove: 'GET /client/exchange_rate/delete?id',
  },
  crud: { create: true, remove: true },
});

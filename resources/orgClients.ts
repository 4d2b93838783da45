import { defineResource } from '@/engine/define';
import { orgClientSchema } from '../schemas/client';

// Part of the reseller management area (resources/org.ts): every route is marked org 1.

/** The clients of the resellers (the client list, filtered by reseller). */
export const orgClient = defineResource({
  name: 'orgClient',
  route: '/org/client',
  subject: 'Org',
  schema: orgClientSchema,
  totals: { fields: ['walletBalance', 'unsettledSpend'] },
  menu: { group: 'org', org: 1, order: 20 },
  endpoints: { list: 'GET /client/list', one: 'GET /client/detail?clientId' },
  exportable: true,
});

export const orgClientOfOrg = defineResource({
  name: 'orgClientOfOrg',
  route: '/org/client/:orgId',
  subject: 'Org',
  schema: orgClientSchema,
  totals: { fields: ['walletBalance', 'unsettledSpend'] },
  menu: { hidden: true, group: 'org', org: 1 },
  endpoints: { list: 'GET /client/list', one: 'GET /client/detail?clientId' },
  paramFilters: { orgId: 'orgId' },
  exportable: true,
  parent: 'orgClient',
});

import { defineResource } from '@/engine/define';
import { orgAccountSchema } from '../schemas/org';
import { orgBalanceLogSchema } from '../schemas/orgBalanceLog';
import { orgWalletLogSchema } from '../schemas/orgWalletLog';

// Part of the reseller management area (resources/org.ts): every route is marked org 1.

export const orgAccount = defineResource({
  name: 'orgAccount',
  route: '/org/account',
  subject: 'Org',
  schema: orgAccountSchema,
  totals: { fields: ['walletBalance', 'reserveFund', 'temporaryCredit', 'unsettledSpend'] },
  menu: { group: 'org', org: 1, order: 30 },
  endpoints: { list: 'GET /org/account', one: 'GET /org2/detail?orgId' },
  assumed: ['list'],
  exportable: true,
  links: ['orgBalanceLog', 'orgWalletLog', 'orgBillOfOrg'],
});

export const orgBalanceLog = defineResource({
  name: 'orgBalanceLog',
  route: '/org/account/balance/:orgId',
  subject: 'Org',
  schema: orgBalanceLogSchema,
  totals: { fields: ['amount'] },
  menu: { hidden: true, group: 'org', org: 1 },
  endpoints: { list: 'GET /org/account/balance' },
  // SPEC §7: wallet log exports return spreadsheet files (path assumed, after the list's).
  serverExport: 'GET /org/account/balance/exportExcel',
  assumed: ['list'],
  paramFilters: { orgId: 'orgId' },
  exportable: true,
  parent: 'orgAccount',
});

export const orgWalletLog = defineResource({
  name: 'orgWalletLog',
  route: '/org/account/wallet/:orgId',
  subject: 'Org',
  schema: orgWalletLogSchema,
  totals: { fields: ['amount'] },
  menu: { hidden: true, group: 'org', org: 1 },
  endpoints: { list: 'GET /org/account/wallet' },
  // SPEC §7: wallet log exports return spreadsheet files (path assumed, after the list's).
  serverExport: 'GET /org/account/wallet/exportExcel',
  assumed: ['list'],
  paramFilters: { orgId: 'orgId' },
  exportable: true,
  parent: 'orgAccount',
});

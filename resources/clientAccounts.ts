import { defineResource } from '@/engine/define';
import { clientAccountSchema } from '../schemas/client';
import { clientBalanceLogSchema } from '../schemas/clientBalanceLog';
import { clientWalletLogSchema } from '../schemas/clientWalletLog';

export const clientAccount = defineResource({
  name: 'clientAccount',
  route: '/client/account',
  subject: 'Client',
  schema: clientAccountSchema,
  totals: { fields: ['walletBalance', 'reserveFund', 'temporaryCredit', 'unsettledSpend'] },
  menu: { group: 'client', order: 20 },
  endpoints: { list: 'GET /client/account', one: 'GET /client/detail?clientId' },
  assumed: ['list'],
  exportable: true,
  links: ['clientBalanceLog', 'clientWalletLog', 'clientBillOfClient'],
});

/** Menu name: reserve usage record. */
export const clientBalanceLog = defineResource({
  name: 'clientBalanceLog',
  route: '/client/account/balance/:clientId',
  subject: 'Client',
  schema: clientBalanceLogSchema,
  totals: { fields: ['amount'] },
  menu: { hidden: true, group: 'client' },
  endpoints: { list: 'GET /client/account/balance' },
  // SPEC §7: wallet log exports return spreadsheet files (path assumed, after the list's).
  serverExport: 'GET /client/account/balance/exportExcel',
  assumed: ['list'],
  paramFilters: { clientId: 'clientId' },
  exportable: true,
  parent: 'clientAccount',
});

/** Menu name: wallet usage record. */
export const clientWalletLog = defineResource({
  name: 'clientWalletLog',
  route: '/client/account/wallet/:clientId',
  subject: 'Client',
  schema: clientWalletLogSchema,
  totals: { fields: ['amount'] },
  menu: { hidden: true, group: 'client' },
  endpoints: { list: 'GET /client/account/wallet' },
  // SPEC §7: wallet log exports return spreadsheet files (path assumed, after the list's).
  serverExport: 'GET /client/account/wallet/exportExcel',
  assumed: ['list'],
  paramFilters: { clientId: 'clientId' },
  exportable: true,
  parent: 'clientAccount',
});

import { defineResource } from '@/engine/define';
import { optionBankSchema } from '../schemas/optionBank';
import { orgFinanceAccountSchema } from '../schemas/financeOrgBalance';
import { orgFinancePaymentSchema, payer } from '../schemas/financePayment';
import { billDetail, orgBillSchema } from '../schemas/clientBill';
import { orgFinanceBalanceLogSchema } from '../schemas/orgFinanceBalanceLog';
import { orgFinanceInvoiceSchema } from '../schemas/orgFinanceInvoice';
import { orgFinanceRebateSchema } from '../schemas/orgFinanceRebate';
import { orgFinanceRechargeSchema } from '../schemas/orgFinanceRecharge';
import { orgFinanceWalletLogSchema } from '../schemas/orgFinanceWalletLog';

// The own account of a reseller organisation (org: -1, DESIGN §3). The spec names none of these
// endpoints: each is the path mirroring its route. The records carry orgId, so each reseller sees
// its own.

export const orgFinanceAccount = defineResource({
  name: 'orgFinanceAccount',
  route: '/orgFinance/account',
  subject: 'OrgFinance',
  schema: orgFinanceAccountSchema,
  totals: {
    fields: ['walletBalance', 'reserveFund', 'creditLimit', 'unsettledSpend', 'availableBalance'],
  },
  menu: { group: 'orgFinance', org: -1, order: 10 },
  endpoints: { list: 'GET /orgFinance/account' },
  assumed: ['list'],
});

export const orgFinanceWalletPay = defineResource({
  name: 'orgFinanceWalletPay',
  route: '/orgFinance/walletPay',
  subject: 'OrgFinance',
  schema: orgFinanceRechargeSchema,
  totals: { fields: ['amount'] },
  menu: { group: 'orgFinance', org: -1, order: 20 },
  endpoints: {
    list: 'GET /orgFinance/walletPay',
    one: 'GET /orgFinance/walletPay/detail?id',
    create: 'POST /orgFinance/walletPay/add',
  },
  assumed: ['list', 'one', 'create'],
  crud: { create: true },
  refusals: {
    create: [
      {
        code: 10013,
        rule: 'A single wallet top-up is at least 300 USD, or at least 1 USDT (SPEC §5, §9: the minimum single wallet recharge); the amount is in the currency sent.',
      },
    ],
  },
  // The fees and the amount credited before confirming; once created, a USDT deposit followed,
  // or the way to pay by card, whose provider returns the payer to /pay/return (hand-written
  // panels: src/pages/finance/topUp; fees in schemas/rechargeFees.ts; schemas/cardPayment.ts).
  form: {
    summary: () => import('@/pages/finance/topUp/RechargeQuote'),
    afterCreate: 'show',
  },
  show: {
    panel: () => import('@/pages/finance/topUp/TopUpPanel'),
    poll: { when: { status: [0], currency: ['USDT'] }, every: 5000 },
  },
});

/** The reseller's payments (registered with their receipt), and the accounts to pay into. */
export const orgFinancePayment = defineResource({
  name: 'orgFinancePayment',
  route: '/orgFinance/payment',
  subject: 'OrgFinance',
  schema: orgFinancePaymentSchema,
  totals: { fields: ['amount'] },
  menu: { group: 'orgFinance', org: -1, order: 30 },
  endpoints: { list: 'GET /orgFinance/payment', create: 'POST /orgFinance/payment/add' },
  assumed: ['list', 'create'],
  // Its own payments, not its clients' (whose payer is the client).
  fixedFilters: { payerType: payer.reseller },
  crud: { create: true },
  related: ['orgFinancePayee'],
});

/** The platform's receiving bank accounts, shown under the reseller's payments. */
export const orgFinancePayee = defineResource({
  name: 'orgFinancePayee',
  subject: 'OrgFinance',
  schema: optionBankSchema,
  endpoints: { list: 'GET /orgFinance/payment/bankList' },
  assumed: ['list'],
  crud: { show: false },
});

/** How to recharge and pay (SPEC §9 texts): static guidance, not a list. */
export const orgFinanceGuid = defineResource({
  name: 'orgFinanceGuid',
  route: '/orgFinance/guid',
  subject: 'OrgFinance',
  menu: { group: 'orgFinance', org: -1, order: 40 },
  page: () => import('@/pages/finance/OrgFinanceGuidePage'),
});

export const orgFinanceBalanceLog = defineResource({
  name: 'orgFinanceBalanceLog',
  route: '/orgFinance/balanceLog',
  subject: 'OrgFinance',
  schema: orgFinanceBalanceLogSchema,
  totals: { fields: ['amount'] },
  menu: { group: 'orgFinance', org: -1, order: 50 },
  endpoints: { list: 'GET /orgFinance/balanceLog' },
  // SPEC §7: wallet log exports return spreadsheet files (path assumed, after the list's).
  serverExport: 'GET /orgFinance/balanceLog/exportExcel',
  assumed: ['list'],
  exportable: true,
});

export const orgFinanceWalletLog = defineResource({
  name: 'orgFinanceWalletLog',
  route: '/orgFinance/walletLog',
  subject: 'OrgFinance',
  schema: orgFinanceWalletLogSchema,
  totals: { fields: ['amount'] },
  menu: { group: 'orgFinance', org: -1, order: 60 },
  endpoints: { list: 'GET /orgFinance/walletLog' },
  // SPEC §7: wallet log exports return spreadsheet files (path assumed, after the list's).
  serverExport: 'GET /orgFinance/walletLog/exportExcel',
  assumed: ['list'],
  exportable: true,
});

export const orgFinanceBill = defineResource({
  name: 'orgFinanceBill',
  route: '/orgFinance/bill',
  subject: 'OrgFinance',
  // The reseller's own bills, the records of /org/bill: their stage and lines, read only.
  schema: orgBillSchema,
  totals: { fields: ['amount', 'rebateAmount'] },
  menu: { group: 'orgFinance', org: -1, order: 70 },
  endpoints: { list: 'GET /orgFinance/bill' },
  assumed: ['list'],
  exportable: true,
  detail: billDetail(['orgName']),
});

export const orgFinanceInvoice = defineResource({
  name: 'orgFinanceInvoice',
  route: '/orgFinance/invoice',
  subject: 'OrgFinance',
  schema: orgFinanceInvoiceSchema,
  totals: { fields: ['totalValue'] },
  menu: { group: 'orgFinance', org: -1, order: 80 },
  endpoints: { list: 'GET /orgFinance/invoice' },
  assumed: ['list'],
});

export const orgFinanceRebate = defineResource({
  name: 'orgFinanceRebate',
  route: '/orgFinance/rebate',
  subject: 'OrgFinance',
  schema: orgFinanceRebateSchema,
  totals: { fields: ['spend', 'rebateAmount'] },
  menu: { group: 'orgFinance', org: -1, order: 90 },
  endpoints: { list: 'GET /orgFinance/rebate' },
  assumed: ['list'],
  exportable: true,
});

import { defineResource } from '@/engine/define';
import { financeClientBalanceSchema } from '../schemas/financeClientBalance';
import { financeEmployeeSpendSchema } from '../schemas/financeEmployeeSpend';
import { financeIncomeSchema } from '../schemas/financeIncome';
import { financeMonthlySchema } from '../schemas/financeMonthly';
import { financeOrgBalanceSchema } from '../schemas/financeOrgBalance';
import { financePaymentSchema } from '../schemas/financePayment';

// The spec names no finance endpoint: each list is the path mirroring its route (DESIGN §3).

export const financeList = defineResource({
  name: 'financeList',
  route: '/finance/list',
  subject: 'Finance',
  schema: financeMonthlySchema,
  totals: { fields: ['recharge', 'spend', 'rebate', 'refund', 'closingBalance'] },
  menu: { group: 'finance', org: 1, order: 10 },
  endpoints: { list: 'GET /finance/list' },
  assumed: ['list'],
  exportable: true,
});

/** Payments of SPEC §4: to be confirmed → confirmed → received, or rejected with a reason. */
export const financePayment = defineResource({
  name: 'financePayment',
  route: '/finance/payment',
  subject: 'Finance',
  schema: financePaymentSchema,
  totals: { fields: ['amount'] },
  menu: { group: 'finance', org: 1, order: 20 },
  endpoints: { list: 'GET /finance/payment' },
  assumed: ['list'],
  exportable: true,
  actions: {
    confirmPayment: {
      call: 'POST /finance/payment/confirm',
      when: { status: [0] },
      sets: { status: 1 },
      confirm: true,
    },
    receivePayment: {
      call: 'POST /finance/payment/receive',
      when: { status: [1] },
      sets: { status: 2 },
      confirm: true,
    },
    rejectPayment: {
      call: 'POST /finance/payment/reject',
      when: { status: [0, 1] },
      reason: true,
      sets: { status: 3 },
      danger: true,
    },
  },
});

export const financeIncome = defineResource({
  name: 'financeIncome',
  route: '/finance/income',
  subject: 'Finance',
  schema: financeIncomeSchema,
  totals: { fields: ['spend', 'serviceFee', 'mediaRebate', 'clientRebate', 'grossProfit'] },
  menu: { group: 'finance', org: 1, order: 30 },
  endpoints: { list: 'GET /finance/income' },
  assumed: ['list'],
  exportable: true,
});

export const employeeSpendCount = defineResource({
  name: 'employeeSpendCount',
  route: '/finance/employeeSpendCount',
  subject: 'Finance',
  schema: financeEmployeeSpendSchema,
  totals: { fields: ['spend', 'serviceFee'] },
  menu: { group: 'finance', org: 1, order: 40 },
  endpoints: { list: 'GET /finance/employeeSpendCount' },
  assumed: ['list'],
  exportable: true,
});

export const financeBalanceClient = defineResource({
  name: 'financeBalanceClient',
  route: '/finance/balance/client',
  subject: 'Finance',
  schema: financeClientBalanceSchema,
  totals: {
    fields: ['walletBalance', 'reserveFund', 'tempCredit', 'unsettledSpend', 'availableBalance'],
  },
  menu: { group: 'finance', org: 1, order: 50 },
  endpoints: { list: 'GET /finance/balance/client' },
  assumed: ['list'],
  exportable: true,
});

export const financeBalanceOrg = defineResource({
  name: 'financeBalanceOrg',
  route: '/finance/balance/org',
  subject: 'Finance',
  schema: financeOrgBalanceSchema,
  totals: {
    fields: ['walletBalance', 'reserveFund', 'creditLimit', 'unsettledSpend', 'availableBalance'],
  },
  menu: { group: 'finance', org: 1, order: 60 },
  endpoints: { list: 'GET /finance/balance/org' },
  assumed: ['list'],
  exportable: true,
});

import { defineResource } from '@/engine/define';
import { accountAbnormalSchema } from '../schemas/accountAbnormal';
import { accountEstimateOverSchema } from '../schemas/accountEstimateOver';
import { reportSchema } from '../schemas/report';
import { todoWorkOrderSchema } from '../schemas/todoWorkOrder';
import { walletWarnSchema } from '../schemas/walletWarn';

// To-do

export const todoWorkOrder = defineResource({
  name: 'todoWorkOrder',
  route: '/todo/workOrder',
  subject: 'TodoWorkOrder',
  schema: todoWorkOrderSchema,
  totals: { fields: ['amount'] },
  // The count of what waits (SPEC §7), beside the menu entry.
  menu: { group: 'todo', org: 1, order: 10, badge: 'GET /work/todo/count' },
  endpoints: { list: 'POST /work/todo-suspend/list' },
  actions: {
    // Put on hold, saying why.
    suspend: {
      call: 'POST /work/suspend',
      when: { suspended: [0] },
      sets: { suspended: 1 },
      reason: true,
    },
  },
});

/** Clients whose wallet runs low, not hung up; the badge counts them (the list's `total`). */
export const todoWalletWarn = defineResource({
  name: 'todoWalletWarn',
  route: '/todo/walletWarn',
  subject: 'TodoWalletWarn',
  schema: walletWarnSchema,
  serverExport: 'GET /client/walletWarnListExcel',
  menu: { group: 'todo', org: 1, order: 20, badge: 'GET /client/clientWalletWarnList' },
  endpoints: { list: 'GET /client/clientWalletWarnList' },
  // This list holds the warnings not hung up; the hung-up ones have their own list (tab below).
  fixedFilters: { hangUp: 0 },
  // The backend totals the whole filtered list (SPEC §7).
  totals: {
    fields: ['walletBalance', 'warnBalance', 'yesterdayConsume'],
    call: 'GET /client/clientWalletWarnListSum',
  },
  actions: {
    hangUp: {
      call: 'POST /client/walletWarnHangUp',
      when: { hangUp: [0] },
      sets: { hangUp: 1 },
      confirm: true,
      batch: true,
    },
  },
  exportable: true,
  related: ['todoWalletWarnHangUp'],
});

/** Wallet warnings hung up (SPEC §7 `hangUpWalletWarnList`), a tab under the warnings. */
export const todoWalletWarnHangUp = defineResource({
  name: 'todoWalletWarnHangUp',
  subject: 'TodoWalletWarn',
  schema: walletWarnSchema,
  serverExport: 'GET /client/hangupWalletWarnListExcel',
  endpoints: { list: 'GET /client/hangUpWalletWarnList' },
  fixedFilters: { hangUp: 1 },
  totals: { fields: ['walletBalance', 'warnBalance', 'yesterdayConsume'] },
  actions: {
    cancelHangUp: {
      call: 'GET /client/delWalletWarnHangUp?clientId',
      when: { hangUp: [1] },
      sets: { hangUp: 0 },
      confirm: true,
    },
  },
  crud: { show: false },
});

export const todoAccountAbnormal = defineResource({
  name: 'todoAccountAbnormal',
  route: '/todo/accountAbnormal',
  subject: 'TodoAccountAbnormal',
  schema: accountAbnormalSchema,
  totals: { fields: ['systemConsume', 'theoreticalRecharge', 'balance'] },
  // Counted by the backend: the accounts neither put on hold nor flagged (SPEC §7 `to-do/count`).
  menu: { group: 'todo', org: 1, order: 30, badge: 'POST /ads/account/wallet/log/to-do/count' },
  endpoints: { list: 'POST /ads/account/wallet/log/to-do/list' },
  serverExport: 'POST /ads/account/wallet/log/to-do/export',
  actions: {
    pending: {
      call: 'GET /ads/account/wallet/log/to-do/pending?id',
      when: { pending: [0] },
      sets: { pending: 1 },
      confirm: true,
    },
    cancelPending: {
      call: 'GET /ads/account/wallet/log/to-do/cancelPending?id',
      when: { pending: [1] },
      sets: { pending: 0 },
      confirm: true,
    },
    markConsumeError: {
      call: 'GET /ads/account/wallet/log/to-do/updateAccountConsumeError?id',
      when: { consumeError: [0] },
      sets: { consumeError: 1 },
      confirm: true,
    },
  },
  exportable: true,
  related: ['accountEstimateOver'],
});

/** Accounts estimated to overspend, shown as a tab under the abnormal accounts. */
export const accountEstimateOver = defineResource({
  name: 'accountEstimateOver',
  subject: 'TodoAccountAbnormal',
  schema: accountEstimateOverSchema,
  totals: { fields: ['systemConsume', 'theoreticalRecharge'] },
  endpoints: { list: 'POST /ads/account/wallet/log/to-do/estimateOverList' },
  serverExport: 'POST /ads/account/wallet/log/to-do/estimateOverExport',
  crud: { show: false },
});

// Reports

export const reports = defineResource({
  name: 'reports',
  route: '/reports/list',
  subject: 'Reports',
  schema: reportSchema,
  menu: { group: 'others', order: 40 },
  endpoints: { list: 'GET /reports/list' },
  assumed: ['list'],
});

import { defineResource } from '@/engine/define';
import { accountAbnormalSchema } from '../schemas/accountAbnormal';
import { accountEstimateOverSchema } from '../schemas/accountEstimateOver';
import { clientKpiSchema } from '../schemas/clientKpi';
import { employeeKpiSchema, ownKpiSchema } from '../schemas/employeeKpi';
import { marketInquirySchema } from '../schemas/marketInquiry';
import { mediaAgentKpiSchema } from '../schemas/mediaAgentKpi';
import { orgKpiSchema } from '../schemas/orgKpi';
import { outfitAccountSchema } from '../schemas/outfitAccount';
import { outfitAccountRecordSchema } from '../schemas/outfitAccountRecord';
import { reportSchema } from '../schemas/report';
import { saleAgentSchema } from '../schemas/saleAgent';
import { saleAgentBillSchema } from '../schemas/saleAgentBill';
import { todoWorkOrderSchema } from '../schemas/todoWorkOrder';
import { walletWarnSchema } from '../schemas/walletWarn';

// Market inquiry

export const marketChannel = defineResource({
  name: 'marketChannel',
  route: '/marketChannel/list',
  subject: 'MarketChannel',
  schema: marketInquirySchema,
  totals: { fields: ['monthlyBudget'] },
  menu: { group: 'others', org: 1, order: 10 },
  endpoints: { list: 'GET /marketChannel/list' },
  assumed: ['list'],
  exportable: true,
});

// Targets (KPI)

export const employeeKpi = defineResource({
  name: 'employeeKpi',
  route: '/kpi/employeeKpi',
  subject: 'Kpi',
  schema: employeeKpiSchema,
  totals: { fields: ['consumeTarget', 'consumeActual'] },
  menu: { group: 'kpi', org: 1, order: 10 },
  endpoints: { list: 'GET /kpi/employeeKpi' },
  assumed: ['list'],
  exportable: true,
});

export const clientKpi = defineResource({
  name: 'clientKpi',
  route: '/kpi/clientKpi',
  subject: 'Kpi',
  schema: clientKpiSchema,
  totals: { fields: ['consumeTarget', 'consumeActual'] },
  menu: { group: 'kpi', org: 1, order: 20 },
  endpoints: { list: 'GET /kpi/clientKpi' },
  assumed: ['list'],
  exportable: true,
});

export const orgKpi = defineResource({
  name: 'orgKpi',
  route: '/kpi/orgKpi',
  subject: 'Kpi',
  schema: orgKpiSchema,
  totals: { fields: ['consumeTarget', 'consumeActual'] },
  menu: { group: 'kpi', org: 1, order: 30 },
  endpoints: { list: 'GET /kpi/orgKpi' },
  assumed: ['list'],
  exportable: true,
});

export const mediaAgentKpi = defineResource({
  name: 'mediaAgentKpi',
  route: '/kpi/mediaAgentKpi',
  subject: 'Kpi',
  schema: mediaAgentKpiSchema,
  totals: { fields: ['consumeTarget', 'consumeActual'] },
  menu: { group: 'kpi', org: 1, order: 40 },
  endpoints: { list: 'GET /kpi/mediaAgentKpi' },
  assumed: ['list'],
  exportable: true,
});

/** A staff member's own targets (the backend answers the signed-in user's). */
export const employeeOwnKpi = defineResource({
  name: 'employeeOwnKpi',
  route: '/kpi/employeeOwnKpi',
  subject: 'OwnKpi',
  schema: ownKpiSchema,
  totals: { fields: ['consumeTarget', 'consumeActual'] },
  menu: { group: 'kpi', order: 50 },
  endpoints: { list: 'GET /kpi/employeeOwnKpi' },
  assumed: ['list'],
});

// Ready-made (existing) Facebook accounts

export const outfitAccount = defineResource({
  name: 'outfitAccount',
  route: '/outfitAccount/list',
  subject: 'OutfitAccount',
  schema: outfitAccountSchema,
  menu: { group: 'others', org: 1, order: 20 },
  endpoints: { list: 'GET /outfitAccount/list' },
  assumed: ['list'],
  exportable: true,
});

export const outfitAccountRecord = defineResource({
  name: 'outfitAccountRecord',
  route: '/outfitAccount/record',
  subject: 'OutfitAccount',
  schema: outfitAccountRecordSchema,
  menu: { group: 'others', org: 1, order: 30 },
  endpoints: { list: 'GET /outfitAccount/record' },
  assumed: ['list'],
  exportable: true,
});

// Sales partners

export const saleAgent = defineResource({
  name: 'saleAgent',
  route: '/saleAgent/list',
  subject: 'SaleAgent',
  schema: saleAgentSchema,
  menu: { group: 'saleAgent', org: 1, order: 10 },
  endpoints: {
    list: 'GET /saleAgent/list',
    one: 'GET /saleAgent/detail?saleAgentId',
    create: 'POST /saleAgent/add',
    update: 'POST /saleAgent/edit',
    remove: 'GET /saleAgent/remove?saleAgentId',
  },
  crud: { create: true, edit: true, remove: true },
  actions: {
    approval: {
      call: 'GET /saleAgent/approval?saleAgentId',
      when: { status: [0] },
      sets: { status: 1 },
      confirm: true,
    },
    refuse: {
      call: 'POST /saleAgent/refuse',
      when: { status: [0] },
      sets: { status: 2 },
      reason: true,
      danger: true,
    },
    stop: {
      call: 'POST /saleAgent/stop',
      when: { status: [1] },
      sets: { status: 3 },
      confirm: true,
      danger: true,
    },
  },
  exportable: true,
});

/** Partners' commission bills: staff see all, a partner its own (the backend narrows them). */
export const saleAgentBill = defineResource({
  name: 'saleAgentBill',
  route: '/saleAgent/bill',
  subject: 'SaleAgentBill',
  schema: saleAgentBillSchema,
  totals: { fields: ['consumeAmount', 'commissionAmount'] },
  menu: { group: 'saleAgent', order: 20 },
  endpoints: { list: 'GET /saleAgent/bill' },
  assumed: ['list'],
  exportable: true,
});

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

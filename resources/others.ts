import { defineResource } from '@/engine/define';
import { clientKpiSchema } from '../schemas/clientKpi';
import { employeeKpiSchema, ownKpiSchema } from '../schemas/employeeKpi';
import { marketInquirySchema } from '../schemas/marketInquiry';
import { mediaAgentKpiSchema } from '../schemas/mediaAgentKpi';
import { orgKpiSchema } from '../schemas/orgKpi';
import { outfitAccountSchema } from '../schemas/outfitAccount';
import { outfitAccountRecordSchema } from '../schemas/outfitAccountRecord';
import { saleAgentSchema } from '../schemas/saleAgent';
import { saleAgentBillSchema } from '../schemas/saleAgentBill';

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
    // Before approving or refusing: is this registration another partner's? (SPEC §7)
    checkRegister: {
      call: 'POST /saleAgent/checkRegister',
      when: { status: [0] },
      body: { fields: ['saleAgentId', 'mobile', 'idNumber', 'bankAccount'] },
      shows: ['checkResult', 'checkRemark'],
      refusals: [
        {
          code: 10011,
          rule: 'Only a sales partner awaiting its review (status 0) is checked: for any other the operation is not allowed in its state.',
        },
      ],
    },
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

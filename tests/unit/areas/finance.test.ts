// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unmarkedAssumptions } from '@/engine/endpointReport';
import type { ResourceDef } from '@/engine/types';
import { labelKey } from '@/scaffolds/schemaFields';
import { entriesOf, hasText, locales, testUser, textOf } from '../../support/fixtures';
import { allResources } from '../../../resources';
import * as finance from '../../../resources/finance';
import * as option from '../../../resources/option';
import * as orgFinance from '../../../resources/orgFinance';
import * as workOrder from '../../../resources/workOrder';
import { workOrderStatus } from '../../../schemas/enums';
import { call, loginAs } from '../mocks/client';
import { setupDemoServer } from '../mocks/server';

/** SPEC §2 "Options" (the routes after currency), "Finance", "Own account", "Work orders". */
const specRoutes = [
  '/option/bank',
  '/option/invoice',
  '/option/exchangeRate',
  '/option/payChannel',
  '/option/vccExchangeRate',
  '/finance/list',
  '/finance/payment',
  '/finance/income',
  '/finance/employeeSpendCount',
  '/finance/balance/client',
  '/finance/balance/org',
  '/orgFinance/account',
  '/orgFinance/walletPay',
  '/orgFinance/payment',
  '/orgFinance/guid',
  '/orgFinance/balanceLog',
  '/orgFinance/walletLog',
  '/orgFinance/bill',
  '/orgFinance/invoice',
  '/orgFinance/rebate',
  '/workOrder/googleApply',
  '/workOrder/facebookApply',
  '/workOrder/tiktokApply',
  '/workOrder/kwaiApply',
  '/workOrder/bigoApply',
  '/workOrder/googleOperate',
  '/workOrder/facebookOperate',
  '/workOrder/tiktokOperate',
  '/workOrder/kwaiOperate',
  '/workOrder/bigoOperate',
];

const optionArea = (Object.values(option) as ResourceDef[]).filter((r) => r.name !== 'currency');
const financeArea: ResourceDef[] = Object.values(finance);
const orgFinanceArea: ResourceDef[] = Object.values(orgFinance);
const workOrderArea: ResourceDef[] = Object.values(workOrder);
const area = [...optionArea, ...financeArea, ...orgFinanceArea, ...workOrderArea];
const byRoute = (route: string) => allResources.find((r) => r.route === route);

const workOrderPages = [
  'googleApply',
  'facebookApply',
  'tiktokApply',
  'kwaiApply',
  'bigoApply',
  'googleOperate',
  'facebookOperate',
  'tiktokOperate',
  'kwaiOperate',
  'bigoOperate',
];

describe('options, finance, own account and work orders: the routes of SPEC §2', () => {
  it.each(specRoutes)('declares %s', (route) => {
    const resource = byRoute(route);
    expect(resource).toBeDefined();
    expect(area).toContain(resource);
  });

  it('titles every resource in both languages', () => {
    for (const resource of area) {
      expect(hasText(locales.en, `routes.${resource.name}`), resource.name).toBe(true);
      expect(hasText(locales.cn, `routes.${resource.name}`), resource.name).toBe(true);
      expect(textOf('cn', `routes.${resource.name}`)).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('labels every field, enum value, action and reason in both languages', () => {
    for (const resource of area) {
      for (const tree of [locales.en, locales.cn]) {
        for (const [name, field] of Object.entries(resource.schema?.fields ?? {})) {
          const key = labelKey(resource.schema!, name);
          expect(hasText(tree, key), key).toBe(true);
          for (const option of field.enum?.options ?? []) {
            const enumKey = `enums.${field.enum!.name}.${option.value}`;
            expect(hasText(tree, enumKey), enumKey).toBe(true);
          }
        }
        for (const [name, action] of Object.entries(resource.actions ?? {})) {
          expect(hasText(tree, `actions.${name}`), name).toBe(true);
          if (action.reason) expect(hasText(tree, `actions.reasonOf.${name}`), name).toBe(true);
        }
      }
    }
  });

  it('has no route with an id, so every page is a menu entry of its group', () => {
    for (const resource of area.filter((r) => r.route)) {
      expect(resource.route).not.toContain(':');
      expect(resource.menu?.hidden).toBeUndefined();
    }
  });

  it('puts each area under its subject, group and organisation marker (DESIGN §3)', () => {
    const expected = [
      [financeArea, 'Finance', 'finance', 1],
      [orgFinanceArea, 'OrgFinance', 'orgFinance', -1],
      [workOrderArea, 'WorkOrder', 'workOrder', 1],
    ] as const;
    for (const [resources, subject, group, org] of expected) {
      for (const resource of resources) {
        expect(resource.subject).toBe(subject);
        if (resource.route) expect(resource.menu).toMatchObject({ group, org });
      }
    }
    expect(optionArea.map((r) => [r.route, r.subject])).toEqual([
      ['/option/bank', 'OptionBank'],
      ['/option/invoice', 'OptionInvoice'],
      ['/option/exchangeRate', 'OptionExchangeRate'],
      ['/option/payChannel', 'OptionPayChannel'],
      ['/option/vccExchangeRate', 'OptionExchangeRate'],
    ]);
    for (const resource of optionArea)
      expect(resource.menu).toMatchObject({ group: 'option', org: 1 });
    expect(option.optionVccExchangeRate.menu.vcc).toBe(true);
  });

  it('lists every page from an endpoint, each one the spec does not name marked assumed', () => {
    expect(unmarkedAssumptions(area)).toEqual([]);
    for (const resource of area.filter((r) => r.schema)) {
      expect(resource.endpoints?.list, resource.name).toBeDefined();
    }
    expect(finance.financeIncome.endpoints.list).toBe('GET /finance/income');
    expect(workOrder.googleApply.endpoints.list).toBe('GET /workOrder/googleApply');
  });

  it('keeps each work-order page to its own platform and entity', () => {
    const entities = new Set<string>();
    for (const name of workOrderPages) {
      const resource = workOrderArea.find((r) => r.name === name)!;
      const platform = resource.schema!.fields.mediaPlatform.enum!.options.map((o) => o.value);
      expect(platform).toHaveLength(1);
      expect(String(platform[0]).toLowerCase()).toBe(name.replace(/(Apply|Operate)$/, ''));
      entities.add(resource.schema!.entity);
    }
    expect(entities.size).toBe(workOrderPages.length);
    expect(Object.keys(workOrder.googleApply.schema.fields)).toEqual(
      expect.arrayContaining(['workId', 'applySn', 'orderSn', 'subjectName', 'openType']),
    );
    expect(workOrder.googleApply.schema.fields.orderSn.type).toBe('text');
    expect(Object.keys(workOrder.googleOperate.schema.fields)).toEqual(
      expect.arrayContaining(['operationType', 'accountId', 'amount', 'reason']),
    );
  });

  it('moves work orders along the status codes of SPEC §4, asking reasons where required', () => {
    const codes = workOrderStatus.options.map((o) => o.value);
    for (const resource of workOrderArea) {
      for (const action of Object.values(resource.actions ?? {})) {
        for (const value of action.when?.status ?? []) expect(codes).toContain(value);
        // An allocation leaves the order where it is.
        if (action.sets) expect(codes).toContain(action.sets.status);
      }
    }
    const { review, submitToChannel, pass, reject, cancel, rejectModify, openFailed } =
      workOrder.googleApply.actions;
    expect(review).toMatchObject({ when: { status: [0, 4] }, sets: { status: 3 } });
    expect(submitToChannel).toMatchObject({ when: { status: [3] }, sets: { status: 31 } });
    expect(pass).toMatchObject({ sets: { status: 1, openResult: 1 } });
    expect(reject).toMatchObject({ reason: true, sets: { status: 2 } });
    expect(cancel).toMatchObject({ reason: true, sets: { status: 4 } });
    expect(rejectModify).toMatchObject({ reason: true, sets: { status: 6 } });
    expect(openFailed).toMatchObject({ reason: true, sets: { openResult: 0 } });
    expect(workOrder.googleOperate.actions.openFailed).toBeUndefined();
    const { allocate, revoke, push } = workOrder.googleApply.actions;
    expect(allocate).toMatchObject({ when: { status: [0, 4] } });
    expect(allocate.sets).toBeUndefined();
    expect(revoke).toMatchObject({ when: { status: [-1, 0, 4, 6] }, sets: { status: 5 } });
    expect(review).toMatchObject({ batch: true });
    expect(push).toMatchObject({ batch: true });
  });

  it('refuses an empty or zero payment and recharge amount (SPEC §5)', () => {
    expect(orgFinance.orgFinancePayment.schema.fields.amount.form).toMatchObject({
      required: true,
      nonZero: true,
    });
    expect(orgFinance.orgFinanceWalletPay.schema.fields.amount.form).toMatchObject({
      required: true,
      nonZero: true,
    });
    expect(textOf('en', 'orgFinanceGuide.recharge.minimum.text')).toMatch(/300 USD.*1 USDT/);
  });
});

describe('options, finance, own account and work orders: the menu per role', () => {
  it('gives a financier of the main organisation options, finance and work orders', () => {
    const financier = testUser({ roles: ['financier'], adminRole: 5 });
    expect(entriesOf(financier, 'option')).toEqual([
      'currency',
      'optionBank',
      'optionInvoice',
      'optionExchangeRate',
      'optionPayChannel',
    ]);
    expect(entriesOf(financier, 'finance')).toEqual([
      'riskWarning',
      'financeList',
      'financePayment',
      'financeIncome',
      'employeeSpendCount',
      'financeBalanceClient',
      'financeBalanceOrg',
    ]);
    expect(entriesOf(financier, 'workOrder')).toEqual(workOrderPages);
    expect(entriesOf(financier, 'orgFinance')).toEqual([]);
  });

  it('follows the role table for the options: technology, cashier, BD', () => {
    const technology = testUser({ roles: ['technology'], adminRole: 8 });
    expect(entriesOf(technology, 'option')).toEqual(['optionExchangeRate', 'optionPayChannel']);
    const cashier = testUser({ roles: ['cashier'], adminRole: 7 });
    expect(entriesOf(cashier, 'option')).toEqual([
      'currency',
      'optionBank',
      'optionInvoice',
      'optionExchangeRate',
    ]);
    const bd = testUser({ roles: ['BD'], adminRole: 3 });
    expect(entriesOf(bd, 'option')).toEqual(['optionExchangeRate']);
  });

  it("shows the VCC exchange rate only when the user's vcc_menu_show holds it", () => {
    const bd = testUser({
      roles: ['BD'],
      adminRole: 3,
      vcc_menu_show: ['/option/vccExchangeRate'],
    });
    expect(entriesOf(bd, 'option')).toEqual(['optionExchangeRate', 'optionVccExchangeRate']);
  });

  it('gives a reseller organisation its own account and none of the main-org areas', () => {
    const reseller = testUser({ orgId: 2, orgName: 'Reseller' });
    expect(entriesOf(reseller, 'orgFinance')).toEqual([
      'orgFinanceAccount',
      'orgFinanceWalletPay',
      'orgFinancePayment',
      'orgFinanceGuid',
      'orgFinanceBalanceLog',
      'orgFinanceWalletLog',
      'orgFinanceBill',
      'orgFinanceInvoice',
      'orgFinanceRebate',
    ]);
    for (const group of ['option', 'finance', 'workOrder'])
      expect(entriesOf(reseller, group)).toEqual([]);
  });

  it('shows sales partners and media agents none of these areas', () => {
    const partner = testUser({ roles: ['saleAgent'], adminRole: 10, saleAgentId: 1 });
    const agent = testUser({ roles: ['mediaAgent'], adminRole: 11 });
    for (const who of [partner, agent, { ...agent, orgId: 2 }]) {
      for (const group of ['option', 'finance', 'workOrder', 'orgFinance']) {
        expect(entriesOf(who, group)).toEqual([]);
      }
    }
  });
});

describe('options, finance, own account and work orders: the demo backend', () => {
  setupDemoServer();
  interface Page {
    list: Record<string, unknown>[];
    total: number;
  }
  const list = async (token: string, path: string) =>
    (await call<Page>('main', `${path}?page=1&pageSize=100`, { token })).data;
  const post = (token: string, path: string, body: object) =>
    call<Record<string, unknown>>('main', path, { method: 'POST', body, token });

  it('lists only Google orders on the Google page, and moves one through review', async () => {
    const token = await loginAs('admin');
    const { list: orders } = await list(token, '/workOrder/googleApply');
    expect(orders.length).toBeGreaterThan(0);
    expect(new Set(orders.map((o) => o.mediaPlatform))).toEqual(new Set(['Google']));
    const pending = orders.find((o) => o.status === 0)!;
    expect((await post(token, '/workOrder/googleApply/reject', { id: pending.id })).code).not.toBe(
      0,
    );
    const reviewed = await post(token, '/workOrder/googleApply/review', { id: pending.id });
    expect(reviewed).toMatchObject({ code: 0, data: { status: 3 } });
    const cancelled = await post(token, '/workOrder/googleApply/cancel', {
      id: pending.id,
      reason: 'Wrong opening subject',
    });
    expect(cancelled).toMatchObject({
      code: 0,
      data: { status: 4, reason: 'Wrong opening subject' },
    });
  });

  it('lets a reseller register its own payments, never with an amount of 0', async () => {
    const token = await loginAs('reseller');
    const before = await list(token, '/orgFinance/payment');
    expect(before.list.every((p) => p.orgId === 2)).toBe(true);
    const payment = {
      currency: 'USD',
      payTime: '2025-06-01 10:00:00',
      bankName: '招商银行深圳分行',
      receipt: 'https://files.example.com/receipt.png',
    };
    expect((await post(token, '/orgFinance/payment/add', { ...payment, amount: 0 })).code).not.toBe(
      0,
    );
    const added = await post(token, '/orgFinance/payment/add', { ...payment, amount: '1200.50' });
    expect(added).toMatchObject({ code: 0, data: { orgId: 2, status: 0 } });
    expect((await list(token, '/orgFinance/payment')).total).toBe(before.total + 1);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ListPayload } from '@/data/contract';
import { unmarkedAssumptions } from '@/engine/endpointReport';
import '@/app/declarations';
import { paramsValid } from '@/engine/registry';
import { matchRoute } from '@/engine/routeMatch';
import type { ResourceDef } from '@/engine/types';
import {
  groupEntries as groupEntriesOf,
  inBothLanguages,
  testUser,
  textOf,
} from '../../support/fixtures';
import { allResources } from '../../../resources';
import { applicationState as S } from '../../../schemas/client';
import { call, loginAs } from '../mocks/client';
import { setupDemoServer } from '../mocks/server';

/** The routes of SPEC §2 in the client area and the reseller management area. */
const areaRoutes = {
  Client: [
    '/client/list',
    '/client/account',
    '/client/account/balance/:clientId',
    '/client/account/wallet/:clientId',
    '/client/creditScore/:clientId',
    '/client/payment',
    '/client/bill',
    '/client/bill/:clientId',
    '/client/bill/billGroup',
    '/client/rebate',
    '/client/invoice',
    '/client/refund',
  ],
  Org: [
    '/org/list',
    '/org/client',
    '/org/client/:orgId',
    '/org/account',
    '/org/account/balance/:orgId',
    '/org/account/wallet/:orgId',
    '/org/payment',
    '/org/bill',
    '/org/bill/:orgId',
    '/org/bill/billGroup',
    '/org/invoice',
    '/org/rebate',
    '/org/refund',
    '/org/creditScore/:orgId',
    '/org/adsAccount',
    '/org/adsAccount/:orgId',
    '/org/consume',
    '/org/consume/:orgId',
    '/org/blockList/:orgId',
  ],
} as const;

/** Credit scores are areas of their own for their rights, split from the clients and resellers. */
const areaOf = (subject?: string) =>
  ({
    ClientCreditScore: 'Client',
    ClientInvoice: 'Client',
    OrgCreditScore: 'Org',
    OrgInvoice: 'Org',
  })[subject ?? ''] ?? subject;

const byRoute = new Map(allResources.flatMap((r) => (r.route ? [[r.route, r] as const] : [])));
const ours: ResourceDef[] = Object.values(areaRoutes)
  .flat()
  .map((route) => byRoute.get(route))
  .filter((r): r is ResourceDef => r !== undefined);

describe('client and reseller management routes', () => {
  it('declares every route of the spec, in its area, menu group and organisation', () => {
    for (const [subject, routes] of Object.entries(areaRoutes)) {
      for (const route of routes) {
        const resource = byRoute.get(route);
        expect(resource, route).toBeDefined();
        expect(areaOf(resource?.subject), route).toBe(subject);
        expect(resource?.menu?.group, route).toBe(subject === 'Client' ? 'client' : 'org');
        // Clients show to both organisations (each its own); reseller management to the main one.
        expect(resource?.menu?.org, route).toBe(subject === 'Client' ? undefined : 1);
        expect(resource?.schema, route).toBeDefined();
        expect(resource?.endpoints?.list, route).toBeDefined();
      }
    }
    expect(ours).toHaveLength(31);
  });

  it('titles each route in Chinese and in English', () => {
    for (const resource of ours) {
      const key = `routes.${resource.name}`;
      expect(inBothLanguages(key), key).toBe(true);
      expect(textOf('cn', key), key).not.toBe(textOf('en', key));
    }
    expect(textOf('cn', 'routes.clientBalanceLog')).toBe('备用金使用记录');
    expect(textOf('en', 'routes.clientWalletLog')).toBe('Wallet usage record');
    expect(textOf('en', 'routes.clientBillGroup')).toBe('Statement generation record');
  });

  it('labels every field, enum value and action in both languages', () => {
    const missing: string[] = [];
    for (const resource of ours) {
      const schema = resource.schema!;
      for (const [name, field] of Object.entries(schema.fields)) {
        const label = field.label ?? `fields.${schema.entity}.${name}`;
        if (!inBothLanguages(label)) missing.push(label);
        for (const option of field.enum?.options ?? []) {
          const key = `enums.${field.enum!.name}.${option.value}`;
          if (!inBothLanguages(key)) missing.push(key);
        }
      }
      for (const [name, action] of Object.entries(resource.actions ?? {})) {
        if (!inBothLanguages(action.label ?? `actions.${name}`)) missing.push(`actions.${name}`);
        if (action.reason && !inBothLanguages(`actions.reasonOf.${name}`)) missing.push(name);
      }
    }
    expect(missing).toEqual([]);
  });

  it('hides routes with ids, filters their list by the ids, and takes digits only', () => {
    const withIds = ours.filter((r) => r.route?.includes(':'));
    expect(withIds).toHaveLength(12);
    for (const resource of withIds) {
      expect(resource.menu?.hidden, resource.route).toBe(true);
      expect(resource.params, resource.route).toBeUndefined();
      const params = [...resource.route!.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(resource.paramFilters, resource.route).toEqual(
        Object.fromEntries(params.map((p) => [p, p])),
      );
      expect(Object.keys(resource.schema!.fields), resource.route).toEqual(
        expect.arrayContaining(params),
      );
    }
    const valid = (path: string) => {
      const match = matchRoute(path);
      return match !== null && paramsValid(match.resource, match.params);
    };
    expect(valid('/client/account/balance/12')).toBe(true);
    expect(valid('/client/account/balance/12a')).toBe(false);
    expect(valid('/client/account/wallet/abc')).toBe(false);
    expect(valid('/client/creditScore/7')).toBe(true);
    expect(valid('/org/blockList/x')).toBe(false);
    expect(valid('/org/consume/3')).toBe(true);
    // The statement generation records are not the bills of a client called "billGroup".
    expect(matchRoute('/client/bill/billGroup')?.resource.name).toBe('clientBillGroup');
    expect(matchRoute('/org/bill/billGroup')?.resource.name).toBe('orgBillGroup');
    expect(matchRoute('/client/bill/42')?.resource.name).toBe('clientBillOfClient');
  });

  it('links rows to their id pages, and those pages back to their list', () => {
    const names = new Set(ours.map((r) => r.name));
    const withIds = ours.filter((r) => r.route?.includes(':'));
    const linked = new Set(
      ours.flatMap((r) => (r.links ?? []).map((l) => (typeof l === 'string' ? l : l.resource))),
    );
    for (const resource of withIds) {
      expect(linked.has(resource.name), resource.name).toBe(true);
      expect(names.has(resource.parent ?? ''), resource.name).toBe(true);
    }
    expect(byRoute.get('/client/account')?.links).toEqual(
      expect.arrayContaining(['clientBalanceLog', 'clientWalletLog']),
    );
  });

  it('marks every endpoint the spec does not name as assumed', () => {
    expect(unmarkedAssumptions(ours)).toEqual([]);
    expect(byRoute.get('/client/list')?.endpoints?.list).toBe('GET /client/list');
    expect(byRoute.get('/org/list')?.endpoints?.list).toBe('GET /org2/list');
    expect(byRoute.get('/client/bill')?.assumed).toEqual(['list']);
  });

  it('offers the lifecycle of SPEC §4 on clients and orgs, with reasons where refused', () => {
    const client = byRoute.get('/client/list')!;
    const org = byRoute.get('/org/list')!;
    expect(Object.keys(client.actions ?? {}).sort()).toEqual(
      [
        'approveNew',
        'confirmChange',
        'confirmTerminate',
        'reborn',
        'refund',
        'refuseChange',
        'refuseNew',
        'toBeTerminate',
        'undoTerminate',
        // Actions that take values (SPEC §7): the client's BD, operations, tags and emphasis.
        'changeBD',
        'changeOP',
        'updateLabel',
        'updateEmphasis',
        // Part of the wallet refunded in business (issue #19): it opens a refund for review.
        'applyRefund',
      ].sort(),
    );
    expect(client.actions?.changeBD).toMatchObject({
      call: 'POST /client/changeBD',
      fields: { bdId: { type: 'reference', ref: 'bdStaff' } },
    });
    // New clients can be approved in a batch.
    expect(client.actions?.approveNew?.batch).toBe(true);
    // Edited before it leaves business; deleted before it starts or once liquidated, if empty.
    expect(client.crud).toMatchObject({
      create: true,
      edit: { when: { status: [S.newRegistration, S.pendingReview, S.active] } },
      remove: {
        when: { status: [S.newRegistration, S.pendingReview, S.liquidated] },
        empty: expect.arrayContaining(['walletBalance', 'adAccountCount']),
      },
    });
    expect(client.changeReview).toMatchObject({ when: { status: [S.active] } });
    expect(client.actions?.refuseNew).toMatchObject({
      call: 'POST /client/refuseNewClient',
      reason: true,
      when: { status: [S.pendingReview] },
    });
    expect(org.actions?.refuseChange).toMatchObject({
      call: 'POST /org2/refuseOrgChange',
      reason: true,
    });
    expect(org.actions?.approveNew?.call).toBe('POST /org2/confirmOrg');
  });
});

const ourGroups = new Set(['client', 'org']);
const clientEntries = [
  'client/client',
  'client/clientAccount',
  'client/clientPayment',
  'client/clientBill',
  'client/clientBillGroup',
  'client/clientRebate',
  'client/clientInvoice',
  'client/clientRefund',
];
const orgEntries = [
  'org/org',
  'org/orgClient',
  'org/orgAccount',
  'org/orgPayment',
  'org/orgBill',
  'org/orgBillGroup',
  'org/orgInvoice',
  'org/orgRebate',
  'org/orgRefund',
  'org/orgAdsAccount',
  'org/orgConsume',
];

describe('the menu of these areas', () => {
  it('gives main-organisation staff the clients and the reseller management, in order', () => {
    expect(groupEntriesOf(ourGroups, testUser({}))).toEqual([...clientEntries, ...orgEntries]);
    expect(groupEntriesOf(ourGroups, testUser({ roles: ['BD'], adminRole: 3 }))).toEqual([
      ...clientEntries,
      ...orgEntries,
    ]);
  });

  it('gives reseller staff their clients but no reseller management', () => {
    expect(groupEntriesOf(ourGroups, testUser({ orgId: 2, roles: ['OP'], adminRole: 4 }))).toEqual(
      clientEntries,
    );
  });

  it('gives sales partners and media agents neither area', () => {
    expect(groupEntriesOf(ourGroups, testUser({ roles: ['saleAgent'], adminRole: 10 }))).toEqual(
      [],
    );
    expect(groupEntriesOf(ourGroups, testUser({ roles: ['mediaAgent'], adminRole: 11 }))).toEqual(
      [],
    );
  });
});

type Row = Record<string, unknown>;

describe('the demo backend of these areas', () => {
  setupDemoServer();

  const list = async (token: string, path: string) =>
    (await call<ListPayload<Row>>('main', path, { token })).data;

  const post = <T = Row>(token: string, path: string, body: Row) =>
    call<T>('main', path, { method: 'POST', body, token });

  it('takes a new client through review and termination, asking a reason to refuse', async () => {
    const token = await loginAs('admin');
    const created = await post(token, '/client/add', {
      clientName: 'Northwind Apps Ltd.',
      clientType: 1,
      bdId: 103, // an enabled BD: another id is refused (code 10601)
      payMode: 2,
      settlementCurrency: 'USD',
      region: 'overseas',
      email: 'ads@northwind.example.com',
    });
    // Registered by staff, it is complete: it waits for review.
    expect(created.data).toMatchObject({ status: S.pendingReview });
    const clientId = created.data.clientId as number;
    const approved = await post(token, '/client/confirmClient', { clientId });
    expect(approved.data).toMatchObject({ clientId, status: S.active });

    const steps: [string, number][] = [
      ['toBeTerminate', S.terminationApplied],
      ['undoTerminate', S.active],
      ['toBeTerminate', S.terminationApplied],
      ['confirmTerminate', S.terminated],
      ['reborn', S.pendingReview],
    ];
    for (const [step, status] of steps) {
      const result = await call<Row>('main', `/client/${step}?clientId=${clientId}`, { token });
      expect(result.data, step).toMatchObject({ status });
    }
    // Out of its state an action is refused.
    const late = await call('main', `/client/undoTerminate?clientId=${clientId}`, { token });
    expect(late.code).not.toBe(0);

    const noReason = await post(token, '/client/refuseNewClient', { clientId, reason: ' ' });
    expect(noReason.code).not.toBe(0);
    const refused = await post(token, '/client/refuseNewClient', {
      clientId,
      reason: 'Business licence is missing',
    });
    expect(refused.data).toMatchObject({ clientId, status: S.newRegistration });
  });

  it('takes a new org through approval, termination and refund', async () => {
    const token = await loginAs('admin');
    const created = await post(token, '/org2/add', {
      orgName: 'Harbour Media Agency',
      contactName: 'Lin Yu',
      email: 'contact@harbour.example.com',
      bdId: 103,
      payMode: 1,
      settlementCurrency: 'USD',
    });
    const orgId = created.data.orgId as number;
    expect(await post(token, '/org2/confirmOrg', { orgId })).toMatchObject({
      data: { orgId, status: S.active },
    });
    const change = await post(token, '/org2/refuseOrgChange', { orgId, reason: 'No change' });
    expect(change.code).not.toBe(0);
    const steps: [string, number][] = [
      ['toBeTerminate', S.terminationApplied],
      ['confirmTerminate', S.terminated],
      // With no money to pay out, the refund liquidates it at once.
      ['refund', S.liquidated],
    ];
    for (const [step, status] of steps) {
      const result = await call<Row>('main', `/org2/${step}?orgId=${orgId}`, { token });
      expect(result.data, step).toMatchObject({ status });
    }
  });

  it("lists a client's bills and money records by the route's client id", async () => {
    const token = await loginAs('admin');
    const bills = await list(token, '/client/bill?pageSize=1');
    expect(bills.total).toBeGreaterThan(0);
    const clientId = bills.list[0].clientId as number;
    const own = await list(token, `/client/bill?clientId=${clientId}&pageSize=100`);
    expect(own.total).toBeGreaterThan(0);
    for (const row of own.list) {
      expect(row).toMatchObject({ clientId, clientName: expect.any(String) });
      expect(row.currency).toEqual(expect.any(String));
    }
    for (const path of ['/client/account/balance', '/client/account/wallet']) {
      const rows = await list(token, `${path}?pageSize=100`);
      expect(rows.total, path).toBeGreaterThan(0);
      expect(rows.list[0], path).toMatchObject({ clientName: expect.any(String) });
    }
  });

  it('shows a reseller only its own clients and their bills', async () => {
    const token = await loginAs('reseller');
    for (const path of ['/client/list?pageSize=100', '/client/bill?pageSize=100']) {
      const rows = await list(token, path);
      expect(rows.total, path).toBeGreaterThan(0);
      const orgs = new Set(rows.list.map((row) => row.orgId));
      expect([...orgs], path).toHaveLength(1);
      expect(orgs.has(1), path).toBe(false);
    }
  });

  it("lists a reseller's clients by the route's org id", async () => {
    const token = await loginAs('admin');
    const rows = await list(token, '/client/list?orgId=2&pageSize=100');
    expect(rows.total).toBeGreaterThan(0);
    expect(new Set(rows.list.map((row) => row.orgId))).toEqual(new Set([2]));
  });
});

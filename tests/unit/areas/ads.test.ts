import '@ant-design/v5-patch-for-react-19';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { session } from '@/auth/session';
import type { ListPayload } from '@/data/contract';
import { unmarkedAssumptions } from '@/engine/endpointReport';
import '@/app/declarations';
import { paramsValid } from '@/engine/registry';
import { matchRoute } from '@/engine/routeMatch';
import type { MenuGroup, ResourceDef } from '@/engine/types';
import {
  groupEntries as groupEntriesOf,
  inBothLanguages,
  testUser,
  textOf,
} from '../../support/fixtures';
import { allResources } from '../../../resources';
import { collectionOf } from '@demo-backend/engine/collections';
import type { MediaAgentRecord } from '@demo-backend/seed/mediaAgents';
import { getStore } from '@demo-backend/store';
import { call, loginAs } from '../mocks/client';
import { setupDemoServer } from '../mocks/server';

/** The routes of SPEC §2 (names per DESIGN §3): ad accounts, media agents, virtual cards, reports. */
const areaRoutes = {
  AdsAccount: [
    '/adsAccount/list',
    '/consume',
    '/client/adsAccount/consume/:clientId',
    '/adsAccount/consumeList/:accountId',
    '/adsAccount/auth',
    '/adsAccount/consumeCountV1',
    '/adsAccount/consumeCountV2',
    '/adsAccount/monthlyCountListV1',
    '/adsAccount/monthlyCountListV2',
    '/adsAccount/blockList',
    '/adsAccount/blockList/:clientId',
    '/adsAccount/balanceWarn',
    '/adsAccount/changeByClient',
    '/adsAccount/changeByMediaAgent',
  ],
  SaleAgentConsumeReport: ['/adsAccount/consumeCountBySaleAgent'],
  MediaAgent: [
    '/mediaAgent/list',
    '/mediaAgent/mccLog',
    '/mediaAgent/payment',
    '/mediaAgent/bill',
    '/mediaAgent/rebate',
    '/mediaAgent/balanceLog/:logType/:mediaAgentId',
    '/mediaAgent/outlay/:mediaAgentId',
    '/mediaAgent/adsAccount/consume/:mediaAgentId',
  ],
  Vcc: ['/vcc/list', '/vcc/record'],
  AdsReport: ['/adsReport/dataReport'],
  AgentReport: ['/adsReport/agentReport'],
} as const;

const groupOf: Record<keyof typeof areaRoutes, MenuGroup> = {
  AdsAccount: 'adsAccount',
  SaleAgentConsumeReport: 'adsAccount',
  MediaAgent: 'mediaAgent',
  Vcc: 'vcc',
  AdsReport: 'adsReport',
  AgentReport: 'adsReport',
};

const byRoute = new Map(allResources.flatMap((r) => (r.route ? [[r.route, r] as const] : [])));
const ours: ResourceDef[] = Object.values(areaRoutes)
  .flat()
  .map((route) => byRoute.get(route))
  .filter((r): r is ResourceDef => r !== undefined);

describe('ad account, media agent, virtual card and ads report routes', () => {
  it('declares every route of the spec, in its area, group and organisation', () => {
    for (const [subject, routes] of Object.entries(areaRoutes)) {
      for (const route of routes) {
        const resource = byRoute.get(route);
        expect(resource, route).toBeDefined();
        expect(resource?.subject, route).toBe(subject);
        expect(resource?.menu?.group, route).toBe(groupOf[subject as keyof typeof areaRoutes]);
        expect(resource?.menu?.org, route).toBe(subject === 'MediaAgent' ? 1 : undefined);
        expect(Boolean(resource?.menu?.vcc), route).toBe(subject === 'Vcc');
        expect(resource?.schema, route).toBeDefined();
        expect(resource?.endpoints?.list, route).toBeDefined();
      }
    }
  });

  it('titles each route in Chinese and in English', () => {
    for (const resource of ours) {
      expect(inBothLanguages(`routes.${resource.name}`), resource.name).toBe(true);
      expect(textOf('cn', `routes.${resource.name}`)).not.toBe(
        textOf('en', `routes.${resource.name}`),
      );
    }
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

  it('hides routes with ids, filters their list by the ids, and takes digits unless told', () => {
    const withIds = ours.filter((r) => r.route?.includes(':'));
    expect(withIds.map((r) => r.route)).toHaveLength(6);
    for (const resource of withIds) {
      expect(resource.menu?.hidden, resource.route).toBe(true);
      const params = [...resource.route!.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(Object.keys(resource.paramFilters ?? {}).sort()).toEqual(params.sort());
    }
    const valid = (path: string) => {
      const match = matchRoute(path);
      return match !== null && paramsValid(match.resource, match.params);
    };
    expect(valid('/client/adsAccount/consume/12')).toBe(true);
    expect(valid('/client/adsAccount/consume/abc')).toBe(false);
    expect(valid('/adsAccount/consumeList/7')).toBe(true);
    expect(valid('/adsAccount/blockList/x1')).toBe(false);
    expect(valid('/mediaAgent/outlay/3')).toBe(true);
    expect(valid('/mediaAgent/adsAccount/consume/3a')).toBe(false);
    // logType is text; the agent id is digits.
    expect(valid('/mediaAgent/balanceLog/prepay/42')).toBe(true);
    expect(valid('/mediaAgent/balanceLog/prepay/agent')).toBe(false);
  });

  it('marks every endpoint the spec does not name as assumed', () => {
    expect(unmarkedAssumptions(ours)).toEqual([]);
  });
});

const ourGroups = new Set<string>(['adsAccount', 'mediaAgent', 'vcc', 'adsReport']);

const staffAdsAccount = [
  'adsAccount/adsAccount',
  'adsAccount/consume',
  'adsAccount/adsAccountAuth',
  'adsAccount/consumeCountV1',
  'adsAccount/consumeCountV2',
  'adsAccount/monthlyCountListV1',
  'adsAccount/monthlyCountListV2',
  'adsAccount/blockList',
  'adsAccount/balanceWarn',
  'adsAccount/changeByClient',
  'adsAccount/changeByMediaAgent',
];
const mediaAgentEntries = [
  'mediaAgent/mediaAgent',
  'mediaAgent/mccLog',
  'mediaAgent/mediaAgentPayment',
  'mediaAgent/mediaAgentBill',
  'mediaAgent/mediaAgentRebate',
];

describe('the menu of these areas', () => {
  it('gives main-organisation staff ad accounts, media agents and the data report', () => {
    expect(groupEntriesOf(ourGroups, testUser({ roles: ['BD'] }))).toEqual([
      ...mediaAgentEntries,
      ...staffAdsAccount,
      'adsReport/dataReport',
    ]);
  });

  it('shows the virtual cards only for the keys in vcc_menu_show', () => {
    const admin = testUser({ vcc_menu_show: ['/vcc/list'] });
    expect(groupEntriesOf(ourGroups, admin)).toContain('vcc/vcc');
    expect(groupEntriesOf(ourGroups, admin)).not.toContain('vcc/vccRecord');
    expect(
      groupEntriesOf(ourGroups, testUser({ vcc_menu_show: ['/vcc/list', '/vcc/record'] })),
    ).toEqual(expect.arrayContaining(['vcc/vcc', 'vcc/vccRecord']));
  });

  it('keeps media agents from reseller organisations', () => {
    expect(groupEntriesOf(ourGroups, testUser({ orgId: 2, roles: ['OP'] }))).toEqual([
      ...staffAdsAccount,
      'adsReport/dataReport',
    ]);
  });

  it('gives a sales partner only its consume report and a media agent only its report', () => {
    expect(groupEntriesOf(ourGroups, testUser({ roles: ['saleAgent'], adminRole: 10 }))).toEqual([
      'adsAccount/consumeCountBySaleAgent',
    ]);
    expect(groupEntriesOf(ourGroups, testUser({ roles: ['mediaAgent'], adminRole: 11 }))).toEqual([
      'adsReport/agentReport',
    ]);
  });
});

describe('the demo backend of these areas', () => {
  setupDemoServer();

  it('lists the media agents with their contract terms, and closes and reopens one', async () => {
    const token = await loginAs('admin');
    const { data } = await call<ListPayload<Record<string, unknown>>>(
      'main',
      '/mediaAgent/list?page=1&pageSize=20&status=1',
      { token },
    );
    expect(data.total).toBeGreaterThan(2000);
    const agent = data.list[0];
    expect(agent).toMatchObject({ status: 1, mediaAgentSN: expect.stringMatching(/^MA\d+/) });
    expect(agent.contractEntityName).toEqual(expect.any(String));
    expect(agent.checkoutPeriod).toEqual(expect.any(String));
    const id = agent.mediaAgentId as number;
    const closed = await call('main', `/mediaAgent/close?mediaAgentId=${id}`, { token });
    expect(closed.data).toMatchObject({ mediaAgentId: id, status: 0 });
    const again = await call('main', `/mediaAgent/close?mediaAgentId=${id}`, { token });
    expect(again.code).not.toBe(0);
    const opened = await call('main', `/mediaAgent/open?mediaAgentId=${id}`, { token });
    expect(opened.data).toMatchObject({ status: 1 });
  });

  it("filters a media agent's balance log by the route's log type and agent", async () => {
    const token = await loginAs('admin');
    const all = await call<ListPayload<Record<string, unknown>>>(
      'main',
      '/mediaAgent/account/balanceLog?pageSize=100',
      { token },
    );
    const sample = all.data.list[0];
    const query = new URLSearchParams({
      logType: String(sample.logType),
      mediaAgentId: String(sample.mediaAgentId),
    });
    const { data } = await call<ListPayload<Record<string, unknown>>>(
      'main',
      `/mediaAgent/account/balanceLog?${query}`,
      { token },
    );
    expect(data.total).toBeGreaterThan(0);
    for (const row of data.list) {
      expect(row).toMatchObject({ logType: sample.logType, mediaAgentId: sample.mediaAgentId });
      expect(row.mediaAgentName).toEqual(expect.any(String));
    }
  });

  it('shows a reseller only the ad accounts of its own organisation', async () => {
    const token = await loginAs('reseller');
    const { data } = await call<ListPayload<Record<string, unknown>>>(
      'main',
      '/adsAccount/list?pageSize=100',
      { token },
    );
    expect(data.total).toBeGreaterThan(0);
    const orgs = new Set(data.list.map((row) => row.orgId));
    expect(orgs.size).toBe(1);
    expect(orgs.has(1)).toBe(false);
  });

  describe('pages', () => {
    afterEach(() => {
      cleanup();
      session.clear();
    });

    const open = async (username: string, path: string) => {
      session.setToken(await loginAs(username));
      window.history.pushState({}, '', path);
      render(createElement(App));
      return screen.findByRole('table', {}, { timeout: 30000 });
    };

    // Rendering the whole console in jsdom is slow on a loaded machine: these get more time.
    const slow = { timeout: 60000 };

    it('shows the media agent list in Chinese to the main organisation', slow, async () => {
      const table = await open('admin', '/mediaAgent/list');
      expect(await within(table).findAllByText('媒体代理名称')).not.toHaveLength(0);
      expect(within(table).getAllByText('签约主体')).not.toHaveLength(0);
      // Newest first: the first row is the media agent created last.
      const [newest] = [...collectionOf<MediaAgentRecord>(getStore(), 'mediaAgent')].sort(
        (a, b) => b.createTime - a.createTime,
      );
      const code = await within(table).findByText(newest.mediaAgentSN, {}, { timeout: 30000 });
      expect(code).toBeInTheDocument();
    });

    it('shows a media agent its own report in English', slow, async () => {
      const table = await open('mediaagent', '/adsReport/agentReport');
      expect(await within(table).findAllByText('Ad account ID')).not.toHaveLength(0);
      expect(within(table).getAllByText('Spend (USD)')).not.toHaveLength(0);
      expect(await screen.findByText(/^[1-9]\d* records$/)).toBeInTheDocument();
    });
  });
});

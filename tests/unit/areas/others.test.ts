import { describe, expect, it } from 'vitest';
import { abilityFor } from '@/access/ability';
import type { UserInfo } from '@/data/contract';
import { unmarkedAssumptions } from '@/engine/endpointReport';
import { paramsValid } from '@/engine/registry';
import type { ResourceDef } from '@/engine/types';
import { buildMenu, type MenuItem } from '@/layout/menu/buildMenu';
import cn from '../../../locales/cn.json';
import en from '../../../locales/en.json';
import { allResources } from '../../../resources';
import * as news from '../../../resources/news';
import * as others from '../../../resources/others';

/** SPEC §2 "Messages" and "Others" (DESIGN §3 names the KPI routes), with their params. */
const specRoutes = [
  '/news/centre',
  '/news/list',
  '/news/add',
  '/news/edit/:applySn',
  '/news/detail/:applySn',
  '/news/blacklist',
  '/marketChannel/list',
  '/kpi/employeeKpi',
  '/kpi/clientKpi',
  '/kpi/orgKpi',
  '/kpi/mediaAgentKpi',
  '/kpi/employeeOwnKpi',
  '/outfitAccount/list',
  '/outfitAccount/record',
  '/saleAgent/list',
  '/saleAgent/bill',
  '/todo/workOrder',
  '/todo/walletWarn',
  '/todo/accountAbnormal',
  '/reports/list',
];

const area: ResourceDef[] = [...Object.values(news), ...Object.values(others)];
const byRoute = (route: string) => allResources.find((r) => r.route === route);

type Tree = Record<string, unknown>;
const lookup = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
const hasText = (tree: Tree, key: string) => {
  const value = lookup(tree, key);
  return typeof value === 'string' && value.trim().length > 0;
};

const user = (overrides: Partial<UserInfo>): UserInfo => ({
  adminId: 1,
  orgId: 1,
  orgName: 'Main',
  adminRole: 2,
  roles: ['admin'],
  roleList: [],
  name: 'Test',
  vcc_menu_show: [],
  ...overrides,
});

/** The entries of a group in the menu a user sees. */
function groupOf(u: UserInfo, group: string): string[] {
  const item = buildMenu(allResources, u, abilityFor(u)).find(
    (entry: MenuItem) => entry.kind === 'group' && entry.key === group,
  );
  return item?.kind === 'group' ? item.entries.map((entry) => entry.key) : [];
}

describe('messages and others: the routes of SPEC §2', () => {
  it.each(specRoutes)('declares %s', (route) => {
    const resource = byRoute(route);
    expect(resource).toBeDefined();
    expect(area).toContain(resource);
  });

  it('titles every resource in both languages', () => {
    for (const resource of area) {
      expect(hasText(en, `routes.${resource.name}`), resource.name).toBe(true);
      expect(hasText(cn, `routes.${resource.name}`), resource.name).toBe(true);
      expect(lookup(cn, `routes.${resource.name}`)).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('labels every field, enum value, action and reason in both languages', () => {
    for (const resource of area) {
      const schema = resource.schema!;
      for (const [name, field] of Object.entries(schema.fields)) {
        for (const tree of [en, cn]) {
          expect(hasText(tree, `fields.${schema.entity}.${name}`), `${schema.entity}.${name}`).toBe(
            true,
          );
          for (const option of field.enum?.options ?? []) {
            const key = `enums.${field.enum!.name}.${option.value}`;
            expect(hasText(tree, key), key).toBe(true);
          }
        }
      }
      for (const [name, action] of Object.entries(resource.actions ?? {})) {
        for (const tree of [en, cn]) {
          expect(hasText(tree, `actions.${name}`), name).toBe(true);
          if (action.reason) expect(hasText(tree, `actions.reasonOf.${name}`), name).toBe(true);
        }
      }
    }
  });

  it('hides the routes with an id, whose applySn is text, and narrows their list by it', () => {
    for (const route of ['/news/edit/:applySn', '/news/detail/:applySn']) {
      const resource = byRoute(route)!;
      expect(resource.menu?.hidden).toBe(true);
      expect(resource.menu?.group).toBe('news');
      expect(resource.params).toEqual({ applySn: 'text' });
      expect(resource.paramFilters).toEqual({ applySn: 'applySn' });
      expect(paramsValid(resource, { applySn: 'AP2024001' })).toBe(true);
      expect(paramsValid(resource, { applySn: '' })).toBe(false);
    }
    expect(byRoute('/news/add')?.menu?.hidden).toBe(true);
    const idRoutes = area.filter((r) => r.route?.includes(':'));
    expect(idRoutes.map((r) => r.route).sort()).toEqual([
      '/news/detail/:applySn',
      '/news/edit/:applySn',
    ]);
  });

  it('puts the site messages on the admin service and marks every unnamed endpoint assumed', () => {
    expect(unmarkedAssumptions(area)).toEqual([]);
    const newsArea: ResourceDef[] = Object.values(news);
    const othersArea: ResourceDef[] = Object.values(others);
    for (const resource of newsArea) expect(resource.service).toBe('admin');
    for (const resource of othersArea) expect(resource.service ?? 'main').toBe('main');
    expect((others.saleAgent as ResourceDef).assumed).toBeUndefined();
    expect(others.todoWorkOrder.endpoints.list).toBe('POST /work/todo-suspend/list');
  });

  it('declares the sales partner actions of SPEC §4 along its states', () => {
    const { approval, refuse, stop } = others.saleAgent.actions;
    expect(approval).toMatchObject({ when: { status: [0] }, sets: { status: 1 } });
    expect(refuse).toMatchObject({ reason: true, when: { status: [0] }, sets: { status: 2 } });
    expect(stop).toMatchObject({ when: { status: [1] }, sets: { status: 3 } });
    expect(others.saleAgent.schema.entity).toBe('saleAgent');
    expect(others.saleAgent.schema.id).toBe('saleAgentId');
  });
});

describe('messages and others: the menu per role', () => {
  it('gives the main organisation admin the news management, targets, to-dos and others', () => {
    const admin = user({});
    expect(groupOf(admin, 'news')).toEqual(['newsCentre', 'newsList', 'newsBlacklist']);
    expect(groupOf(admin, 'kpi')).toEqual(['employeeKpi', 'clientKpi', 'orgKpi', 'mediaAgentKpi']);
    expect(groupOf(admin, 'todo')).toEqual([
      'todoWorkOrder',
      'todoWalletWarn',
      'todoAccountAbnormal',
    ]);
    expect(groupOf(admin, 'saleAgent')).toEqual(['saleAgent', 'saleAgentBill']);
    expect(groupOf(admin, 'others')).toEqual([
      'marketChannel',
      'outfitAccount',
      'outfitAccountRecord',
      'reports',
    ]);
  });

  it('follows the role table: market, BD, MPM', () => {
    const market = user({ roles: ['market'], adminRole: 13 });
    expect(groupOf(market, 'news')).toEqual(['newsCentre', 'newsList']);
    expect(groupOf(market, 'todo')).toEqual([]);
    const bd = user({ roles: ['BD'], adminRole: 3 });
    expect(groupOf(bd, 'news')).toEqual(['newsCentre']);
    expect(groupOf(bd, 'todo')).toEqual(['todoWalletWarn']);
    expect(groupOf(bd, 'kpi')).toContain('employeeOwnKpi');
    const mpm = user({ roles: ['MPM'], adminRole: 15 });
    expect(groupOf(mpm, 'todo')).toEqual(['todoWorkOrder', 'todoAccountAbnormal']);
  });

  it('shows a reseller organisation only the unmarked entries', () => {
    const reseller = user({ orgId: 2, orgName: 'Reseller' });
    expect(groupOf(reseller, 'news')).toEqual(['newsCentre']);
    expect(groupOf(reseller, 'todo')).toEqual([]);
    expect(groupOf(reseller, 'kpi')).toEqual([]);
    expect(groupOf(reseller, 'others')).toEqual(['reports']);
  });

  it('gives a sales partner its bills and info only, and a media agent none of these', () => {
    const partner = user({ roles: ['saleAgent'], adminRole: 10, saleAgentId: 1 });
    expect(groupOf(partner, 'saleAgent')).toEqual(['saleAgentBill', 'saleAgentInfo']);
    expect(groupOf(partner, 'news')).toEqual([]);
    expect(groupOf(partner, 'kpi')).toEqual([]);
    const agent = user({ roles: ['mediaAgent'], adminRole: 11 });
    for (const group of ['news', 'kpi', 'todo', 'saleAgent', 'others']) {
      expect(groupOf(agent, group)).toEqual([]);
    }
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unmarkedAssumptions } from '@/engine/endpointReport';
import '@/app/declarations';
import { paramsValid } from '@/engine/registry';
import type { ResourceDef } from '@/engine/types';
import { entriesOf, hasText, locales, testUser, textOf } from '../../support/fixtures';
import { allResources } from '../../../resources';
import * as news from '../../../resources/news';
import * as others from '../../../resources/others';
import * as todo from '../../../resources/todo';

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

const area: ResourceDef[] = [
  ...Object.values(news),
  ...Object.values(others),
  ...Object.values(todo),
];
const byRoute = (route: string) => allResources.find((r) => r.route === route);

describe('messages and others: the routes of SPEC §2', () => {
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
      const schema = resource.schema!;
      for (const [name, field] of Object.entries(schema.fields)) {
        for (const tree of [locales.en, locales.cn]) {
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
        for (const tree of [locales.en, locales.cn]) {
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
    const othersArea: ResourceDef[] = [...Object.values(others), ...Object.values(todo)];
    for (const resource of newsArea) expect(resource.service).toBe('admin');
    for (const resource of othersArea) expect(resource.service ?? 'main').toBe('main');
    expect((others.saleAgent as ResourceDef).assumed).toBeUndefined();
    expect(todo.todoWorkOrder.endpoints.list).toBe('POST /work/todo-suspend/list');
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
    const admin = testUser({});
    expect(entriesOf(admin, 'news')).toEqual(['newsCentre', 'newsList', 'newsBlacklist']);
    expect(entriesOf(admin, 'kpi')).toEqual([
      'employeeKpi',
      'clientKpi',
      'orgKpi',
      'mediaAgentKpi',
    ]);
    expect(entriesOf(admin, 'todo')).toEqual([
      'todoWorkOrder',
      'todoWalletWarn',
      'todoAccountAbnormal',
    ]);
    expect(entriesOf(admin, 'saleAgent')).toEqual(['saleAgent', 'saleAgentBill']);
    expect(entriesOf(admin, 'others')).toEqual([
      'marketChannel',
      'outfitAccount',
      'outfitAccountRecord',
      'reports',
    ]);
  });

  it('follows the role table: market, BD, MPM', () => {
    const market = testUser({ roles: ['market'], adminRole: 13 });
    expect(entriesOf(market, 'news')).toEqual(['newsCentre', 'newsList']);
    expect(entriesOf(market, 'todo')).toEqual([]);
    const bd = testUser({ roles: ['BD'], adminRole: 3 });
    expect(entriesOf(bd, 'news')).toEqual(['newsCentre']);
    expect(entriesOf(bd, 'todo')).toEqual(['todoWalletWarn']);
    expect(entriesOf(bd, 'kpi')).toContain('employeeOwnKpi');
    const mpm = testUser({ roles: ['MPM'], adminRole: 15 });
    expect(entriesOf(mpm, 'todo')).toEqual(['todoWorkOrder', 'todoAccountAbnormal']);
  });

  it('shows a reseller organisation only the unmarked entries', () => {
    const reseller = testUser({ orgId: 2, orgName: 'Reseller' });
    expect(entriesOf(reseller, 'news')).toEqual(['newsCentre']);
    expect(entriesOf(reseller, 'todo')).toEqual([]);
    expect(entriesOf(reseller, 'kpi')).toEqual([]);
    expect(entriesOf(reseller, 'others')).toEqual(['reports']);
  });

  it('gives a sales partner its bills and info only, and a media agent none of these', () => {
    const partner = testUser({ roles: ['saleAgent'], adminRole: 10, saleAgentId: 1 });
    expect(entriesOf(partner, 'saleAgent')).toEqual(['saleAgentBill', 'saleAgentInfo']);
    expect(entriesOf(partner, 'news')).toEqual([]);
    expect(entriesOf(partner, 'kpi')).toEqual([]);
    const agent = testUser({ roles: ['mediaAgent'], adminRole: 11 });
    for (const group of ['news', 'kpi', 'todo', 'saleAgent', 'others']) {
      expect(entriesOf(agent, group)).toEqual([]);
    }
  });
});

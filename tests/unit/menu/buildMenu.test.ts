// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { abilityFor } from '@/access/ability';
import type { UserInfo } from '@/data/contract';
import { defineResource } from '@/engine/define';
import type { ResourceDef } from '@/engine/types';
import { buildMenu, type MenuGroupItem, type MenuItem } from '@/layout/menu/buildMenu';
import { allResources } from '../../../resources';
import { testUser as user } from '../../support/fixtures';

const fixtures: ResourceDef[] = [
  defineResource({ name: 'home', route: '/dashboard', subject: 'Dashboard', menu: { order: 0 } }),
  defineResource({
    name: 'clients',
    route: '/client/list',
    subject: 'Client',
    menu: { group: 'client' },
  }),
  defineResource({
    name: 'clientBalance',
    route: '/client/account/balance/:clientId',
    subject: 'Client',
    menu: { group: 'client', hidden: true },
  }),
  defineResource({
    name: 'orgs',
    route: '/org/list',
    subject: 'Org',
    menu: { group: 'org', org: 1 },
  }),
  defineResource({
    name: 'ownAccount',
    route: '/orgFinance/account',
    subject: 'OrgFinance',
    menu: { group: 'orgFinance', org: -1 },
  }),
  defineResource({
    name: 'vccList',
    route: '/vcc/list',
    subject: 'Vcc',
    menu: { group: 'vcc', vcc: true },
  }),
  defineResource({
    name: 'members',
    route: '/adminUser/list',
    subject: 'Member',
    menu: { group: 'media', org: 1 },
  }),
  defineResource({
    name: 'agentReport',
    route: '/adsReport/agentReport',
    subject: 'AgentReport',
    menu: { group: 'adsReport' },
  }),
];

function keys(items: MenuItem[]): string[] {
  return items.flatMap((item) =>
    item.kind === 'group'
      ? [`${item.key}/`, ...item.entries.map((e) => `${item.key}/${e.key}`)]
      : [item.key],
  );
}
const menuOf = (u: UserInfo, crm?: string) => buildMenu(fixtures, u, abilityFor(u), crm);

describe('menu rules (SPEC §2)', () => {
  it('never shows hidden routes, and groups keep their order', () => {
    expect(keys(menuOf(user({})))).toEqual([
      'home',
      'client/',
      'client/clients',
      'media/',
      'media/members',
      'org/',
      'org/orgs',
    ]);
  });

  it('shows entries marked 1 only to the main organisation, -1 only to others', () => {
    const reseller = keys(menuOf(user({ orgId: 2 })));
    expect(reseller).toContain('orgFinance/ownAccount');
    expect(reseller).not.toContain('org/orgs');
    expect(reseller).not.toContain('media/members');
  });

  it('filters by role, hiding a group whose entries are all hidden', () => {
    const bd = keys(menuOf(user({ roles: ['BD'] })));
    expect(bd).not.toContain('media/members');
    expect(bd).not.toContain('media/');
    expect(keys(menuOf(user({ roles: ['mediaAgent'] })))).toEqual([
      'home',
      'adsReport/',
      'adsReport/agentReport',
    ]);
  });

  it("shows virtual-card entries only when the user's vcc_menu_show holds their key", () => {
    expect(keys(menuOf(user({})))).not.toContain('vcc/vccList');
    expect(keys(menuOf(user({ vcc_menu_show: ['/vcc/list'] })))).toContain('vcc/vccList');
  });

  it('adds the external CRM link for staff when configured', () => {
    const others = menuOf(user({ roles: ['BD'] }), 'https://crm.example.com').find(
      (item): item is MenuGroupItem => item.kind === 'group' && item.key === 'others',
    );
    expect(others?.entries).toEqual([
      {
        kind: 'entry',
        key: 'crm',
        path: 'https://crm.example.com',
        titleKey: 'routes.crm',
        external: true,
      },
    ]);
    expect(keys(menuOf(user({ roles: ['mediaAgent'] }), 'https://crm.example.com'))).not.toContain(
      'others/crm',
    );
    expect(keys(menuOf(user({})))).not.toContain('others/crm');
  });
});

describe('the declared resources', () => {
  it('have unique names and routes', () => {
    const names = allResources.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const routes = allResources.flatMap((r) => (r.route ? [r.route] : []));
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('give admin the Members entry and BD not', () => {
    const admin = user({});
    const bd = user({ roles: ['BD'] });
    expect(keys(buildMenu(allResources, admin, abilityFor(admin)))).toContain('media/adminUser');
    expect(keys(buildMenu(allResources, bd, abilityFor(bd)))).not.toContain('media/adminUser');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { abilityFor, rawRulesOf } from '@/access/ability';
import { canDo } from '@/access/can';
import { areaLimits, permissionMap, probeUser, type MapRow } from '@/access/permissionMap';
import { roles, type Role, type Subject } from '@/access/subjects';
import { allResources } from '../../../resources';

const rows = permissionMap();
const cell = (subject: Subject, action: string, role: Role) =>
  rows.find((row) => row.subject === subject && row.action === action)?.grants[role];

/** What the ability of each kind of user with this one role answers for the row. */
function abilitySays(row: MapRow, role: Role) {
  const can = (leader: boolean, orgId: number) =>
    abilityFor(probeUser(role, leader, orgId)).can(row.action, row.subject);
  return { member: can(false, 1), leader: can(true, 1), reseller: can(false, 2) };
}

describe('the permission map against the ability', () => {
  it('shows, for every role and cell, what the ability of that role answers', () => {
    for (const row of rows) {
      for (const role of roles) {
        const grants = row.grants[role] ?? [];
        const kinds = new Set(grants.flatMap((g) => g.conditions.map((c) => c.kind)));
        const says = abilitySays(row, role);
        const where = `${role} ${row.action} ${row.subject}`;
        // A grant for team leaders only holds for leaders; one for the main organisation there.
        const forMember = grants.some((g) => !g.conditions.some((c) => c.kind === 'leaderOnly'));
        const inResellers = grants.some((g) => !g.conditions.some((c) => c.kind === 'mainOrg'));
        expect(says.leader, where).toBe(grants.length > 0);
        expect(says.member, where).toBe(forMember);
        if (!kinds.has('leaderOnly')) expect(says.reseller, where).toBe(inResellers);
      }
    }
  });

  it('leaves out nothing the ability grants to any role', () => {
    for (const role of roles) {
      for (const rule of rawRulesOf(probeUser(role, true))) {
        for (const action of [rule.action].flat())
          for (const subject of [rule.subject].flat() as Subject[])
            expect(cell(subject, action, role), `${role} ${action} ${subject}`).toBeDefined();
      }
    }
  });

  it('HR may not open members management; admins may, by the spec', () => {
    expect(cell('Member', 'read', 'HR')).toBeUndefined();
    expect(abilityFor(probeUser('HR')).can('read', 'Member')).toBe(false);
    expect(cell('Member', 'read', 'admin')).toEqual([{ source: 'spec', conditions: [] }]);
    expect(cell('Member', 'delete', 'admin')).toEqual([{ source: 'default', conditions: [] }]);
    expect(abilityFor(probeUser('admin')).can('read', 'Member')).toBe(true);
  });

  it('puts record conditions in the cell as the ability applies them', () => {
    const [bdRead] = cell('Client', 'read', 'BD') ?? [];
    expect(bdRead.conditions).toEqual([
      { kind: 'own', field: 'bdId', idField: 'adminId' },
      { kind: 'leaderAll' },
    ]);
    const user = probeUser('BD');
    const ability = abilityFor(user);
    expect(canDo(ability, 'read', 'Client', { bdId: user.adminId })).toBe(true);
    expect(canDo(ability, 'read', 'Client', { bdId: user.adminId + 1 })).toBe(false);
    expect(cell('Client', 'changeBD', 'BD')).toEqual([
      { source: 'default', conditions: [{ kind: 'leaderOnly' }] },
    ]);
    expect(cell('Dashboard', 'invitePartner', 'BD')?.[0].conditions).toEqual([{ kind: 'mainOrg' }]);
    expect(cell('Dashboard', 'invitePartner', 'saleAgent')).toBeUndefined();
  });

  it('gives the permission map to admins only, and its export', () => {
    const readers = roles.filter((role) => cell('PermissionMap', 'read', role));
    expect(readers).toEqual(['admin', 'superAdmin']);
    expect(roles.filter((role) => cell('PermissionMap', 'export', role))).toEqual(readers);
  });
});

describe('route-level limits of the areas', () => {
  const limits = areaLimits(allResources);

  it('names the organisation markers and virtual-card keys of the declared pages', () => {
    expect(limits.get('Member')?.org).toEqual([1]);
    expect(limits.get('Member')?.pages).toContain('adminUser');
    expect(limits.get('Vcc')?.vccKeys.length).toBeGreaterThan(0);
    expect(limits.get('Dashboard')?.org).toEqual([0]);
  });
});

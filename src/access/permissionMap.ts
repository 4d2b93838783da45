import type { UserInfo } from '@/data/contract';
import type { ResourceDef } from '@/engine/types';
import { actionRules, areaRules, operationRules, type Conditions, type RuleSource } from './rules';
import { declaredSubjects, roles, type Role, type Subject } from './subjects';

/**
 * The permission map: every grant of rules.ts as role × area × action, drawn from the rules
 * themselves (their data and, for the parts that are functions of the user, what they answer for
 * probe users), so it cannot say anything the ability does not.
 */

/** A limit on a grant, to be put in words by the page. */
export type GrantCondition =
  /** Only records whose `field` is the user's own id (`idField` of the user info). */
  | { kind: 'own'; field: string; idField: string }
  /** Only records whose `field` is not the user's own id (a message someone else wrote). */
  | { kind: 'notOwn'; field: string; idField: string }
  /** Only records whose `field` holds this fixed value. */
  | { kind: 'equals'; field: string; value: string }
  /** Team leaders are not limited by the record conditions above. */
  | { kind: 'leaderAll' }
  /** Only team leaders of the role. */
  | { kind: 'leaderOnly' }
  /** Only users of the main organisation. */
  | { kind: 'mainOrg' };

export interface Grant {
  source: RuleSource;
  conditions: GrantCondition[];
}

/** One row of the map: an action on an area, and what each role is granted. */
export interface MapRow {
  subject: Subject;
  action: string;
  grants: Partial<Record<Role, Grant[]>>;
}

/** Route-level limits of an area's pages (from the declarations, applied on top of `read`). */
export interface AreaLimits {
  /** The organisation markers of its routes: 1 main organisation only, -1 resellers only, 0 none. */
  org: (1 | -1 | 0)[];
  /** The vcc_menu_show keys its pages need. */
  vccKeys: string[];
  /** The resources (pages) of the area that have a route. */
  pages: string[];
}

// Distinct ids, so a condition value can be traced back to the user field it came from.
const PROBE_IDS = { adminId: 910001, saleAgentId: 910002, mediaAgentId: 910003 } as const;

/** A user with one role, as the rules see it (team leader or not, main organisation or not). */
export function probeUser(role: Role, leader = false, orgId = 1): UserInfo {
  return {
    ...PROBE_IDS,
    orgId,
    orgName: '',
    adminRole: 0,
    roles: [role],
    roleList: [],
    name: '',
    isTeamLeader: leader,
    isLeader: leader,
    vcc_menu_show: [],
  };
}

/** The user info field a probe id came from, if it is one. */
const probeField = (value: unknown) =>
  Object.entries(PROBE_IDS).find(([, id]) => id === value)?.[0];

function describeConditions(conditions: Conditions): GrantCondition[] {
  return Object.entries(conditions).map(([field, value]) => {
    const idField = probeField(value);
    const notField =
      typeof value === 'object' && value !== null
        ? probeField((value as { $ne?: unknown }).$ne)
        : undefined;
    if (notField) return { kind: 'notOwn', field, idField: notField };
    return idField
      ? { kind: 'own', field, idField }
      : {
          kind: 'equals',
          field,
          value: typeof value === 'object' ? JSON.stringify(value) : String(value),
        };
  });
}

/** The record conditions of a rule for a role: as a team member, and whether a leader is freed. */
function recordConditions(
  when: ((user: UserInfo) => Conditions | null) | undefined,
  role: Role,
): GrantCondition[] {
  const member = when?.(probeUser(role));
  if (!member) return [];
  const described = describeConditions(member);
  return when?.(probeUser(role, true)) ? described : [...described, { kind: 'leaderAll' }];
}

/** Every action of an area, `read` first, then in the order the rules name them. */
export function permissionMap(): MapRow[] {
  const rows = new Map<string, MapRow>();
  const add = (subject: Subject, action: string, role: Role, grant: Grant) => {
    const key = `${subject}:${action}`;
    let row = rows.get(key);
    if (!row) {
      row = { subject, action, grants: {} };
      rows.set(key, row);
    }
    (row.grants[role] ??= []).push(grant);
  };
  for (const rule of areaRules) {
    for (const role of rule.roles)
      for (const subject of rule.subjects)
        add(subject, 'read', role, {
          source: rule.source,
          conditions: recordConditions(rule.when, role),
        });
  }
  for (const rule of operationRules) {
    for (const role of rule.roles) {
      // `only` limits a rule to some users: a team leader of the role, or nobody of it.
      const forMember = rule.only?.(probeUser(role)) ?? true;
      const forLeader = rule.only?.(probeUser(role, true)) ?? true;
      if (!forMember && !forLeader) continue;
      const conditions = [
        ...(forMember ? [] : [{ kind: 'leaderOnly' } as const]),
        ...recordConditions(rule.when, role),
      ];
      for (const subject of rule.subjects)
        for (const action of rule.actions)
          add(subject, action, role, { source: rule.source, conditions });
    }
  }
  for (const rule of actionRules) {
    for (const role of roles) {
      if (rule.allows(probeUser(role)))
        add(rule.subject, rule.action, role, {
          source: rule.source,
          conditions: rule.allows(probeUser(role, false, 2)) ? [] : [{ kind: 'mainOrg' }],
        });
    }
  }
  const subjects = declaredSubjects();
  const order = (row: MapRow) => subjects.indexOf(row.subject);
  return [...rows.values()].sort(
    (a, b) => order(a) - order(b) || Number(b.action === 'read') - Number(a.action === 'read'),
  );
}

/** The route-level limits of each area, from the declared resources. */
export function areaLimits(resources: readonly ResourceDef[]): Map<Subject, AreaLimits> {
  const limits = new Map<Subject, AreaLimits>();
  for (const resource of resources) {
    if (!resource.route) continue;
    const subject = resource.subject as Subject;
    let area = limits.get(subject);
    if (!area) {
      area = { org: [], vccKeys: [], pages: [] };
      limits.set(subject, area);
    }
    area.pages.push(resource.name);
    const org = resource.menu?.org ?? 0;
    if (!area.org.includes(org)) area.org.push(org);
    if (resource.menu?.vcc) {
      const key = resource.menu.vccKey ?? resource.route;
      if (!area.vccKeys.includes(key)) area.vccKeys.push(key);
    }
  }
  return limits;
}

// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { abilityFor } from '@/access/ability';
import { canDo } from '@/access/can';
import {
  actionRules,
  areaRules,
  areasOf,
  operationRules,
  readScopedRecords,
  type ActionRule,
  type AreaRule,
  type OperationRule,
} from '@/access/rules';
import { declaredSubjects, roles, type Subject } from '@/access/subjects';
import { abilityOf } from '@/engine/actions';
import type { ResourceDef } from '@/engine/types';
import { createDemoAccounts } from '@demo-backend/users';
import { allResources } from '../../../resources';
import {
  cellKey,
  committedRightsTable,
  derivedMatrix,
  grantOf,
  operationsInRules,
  parseRightsTable,
  rightsTable,
  sourcesOf,
  tableMatrix,
} from './rightsMatrix';
import { specAreaSubjects, specRoleTable } from './specRoleTable';
import { testUser as user } from '../../support/fixtures';

function parseTable(table: string): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of table.trim().split('\n').slice(2)) {
    const [area, allowed] = line
      .split('|')
      .slice(1, 3)
      .map((cell) => cell.trim());
    rows.set(
      area,
      allowed
        .replace(/\s+only$/, '')
        .split(',')
        .map((role) => role.trim()),
    );
  }
  return rows;
}

/** The role × area matrix derived from the rules file: for each area, the roles that open it. */
function matrix(): Map<Subject, string[]> {
  return new Map(
    declaredSubjects().map((subject) => [
      subject,
      roles.filter((role) => areasOf([role]).has(subject)),
    ]),
  );
}

describe('the rules file against the role table of SPEC §6', () => {
  const table = parseTable(specRoleTable);
  const derived = matrix();

  it('covers every row of the table', () => {
    expect([...table.keys()].sort()).toEqual(Object.keys(specAreaSubjects).sort());
  });

  it.each([...parseTable(specRoleTable).entries()])(
    '%s: exactly the listed roles',
    (area, allowed) => {
      for (const subject of specAreaSubjects[area] as Subject[]) {
        expect([...(derived.get(subject) ?? [])].sort()).toEqual([...allowed].sort());
      }
    },
  );

  it('marks every rule with its source', () => {
    for (const rule of areaRules) expect(['spec', 'default']).toContain(rule.source);
    const specSubjects = areaRules.filter((r) => r.source === 'spec').flatMap((r) => r.subjects);
    expect(new Set(specSubjects)).toEqual(new Set(Object.values(specAreaSubjects).flat()));
  });
});

describe('defaults of DESIGN §3', () => {
  it('a media agent opens only the dashboard, the profile and the agent report', () => {
    expect([...areasOf(['mediaAgent'])].sort()).toEqual(['AgentReport', 'Dashboard', 'Profile']);
  });

  it('a sales partner opens only its own areas', () => {
    expect([...areasOf(['saleAgent'])].sort()).toEqual(
      ['Dashboard', 'Profile', 'SaleAgentBill', 'SaleAgentConsumeReport', 'SaleAgentInfo'].sort(),
    );
  });

  it('staff open the staff areas, not the partner or agent ones', () => {
    const bd = areasOf(['BD']);
    expect(bd.has('Client')).toBe(true);
    expect(bd.has('OrgFinance')).toBe(true);
    expect(bd.has('Member')).toBe(false);
    expect(bd.has('AgentReport')).toBe(false);
    expect(bd.has('SaleAgentInfo')).toBe(false);
  });
});

describe('buttons', () => {
  it('hides invite buttons from media agents', () => {
    expect(abilityFor(user({ roles: ['mediaAgent'] })).can('invite', 'Dashboard')).toBe(false);
    expect(abilityFor(user({ roles: ['BD'] })).can('invite', 'Dashboard')).toBe(true);
  });

  it('offers partner invitation only to non-saleAgent users of the main organisation', () => {
    expect(abilityFor(user({ roles: ['BD'] })).can('invitePartner', 'Dashboard')).toBe(true);
    expect(abilityFor(user({ roles: ['saleAgent'] })).can('invitePartner', 'Dashboard')).toBe(
      false,
    );
    expect(abilityFor(user({ roles: ['admin'], orgId: 2 })).can('invitePartner', 'Dashboard')).toBe(
      false,
    );
  });

  it('answers a check per table row synchronously, without any request', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const ability = abilityFor(user({ roles: ['admin'] }));
    const answers = Array.from({ length: 100 }, () => ability.can('update', 'Member'));
    expect(answers.every(Boolean)).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});

/** The operations a declaration offers: its create/edit/delete, export, actions and imports. */
function declaredOperations(resource: ResourceDef): string[] {
  const operations: string[] = [];
  if (resource.crud?.create && resource.endpoints?.create) operations.push('create');
  if (resource.crud?.edit && resource.endpoints?.update) operations.push('update');
  if (resource.crud?.remove && resource.endpoints?.remove) operations.push('delete');
  if (resource.exportable || resource.serverExport) operations.push('export');
  for (const [name, action] of Object.entries(resource.actions ?? {}))
    operations.push(abilityOf(name, action));
  for (const [name, definition] of Object.entries(resource.imports ?? {}))
    operations.push(definition.ability ?? name);
  return operations;
}

describe('docs/rights.md\'s table "Rights per operation", generated from the rules', () => {
  const generated = rightsTable();
  const rows = parseRightsTable(generated);
  const table = tableMatrix(rows);
  const derived = derivedMatrix();

  it('is committed as the rules generate it now', () => {
    const committed = committedRightsTable();
    expect(committed, 'docs/rights.md lacks its rights:start / rights:end markers').not.toBeNull();
    expect(
      committed,
      "docs/rights.md's rights table is not what src/access/rules.ts gives: run `npm run docs:rights`",
    ).toBe(generated);
  });

  it('has a row for every area', () => {
    const listed = new Set(rows.flatMap((row) => row.subjects));
    const subjects = declaredSubjects();
    expect([...listed].filter((s) => !subjects.includes(s as Subject))).toEqual([]);
    expect(subjects.filter((s) => !listed.has(s))).toEqual([]);
  });

  it('lists exactly the operations the rules grant, area by area', () => {
    expect([...table.keys()].sort()).toEqual([...derived.keys()].sort());
  });

  it('says every grant in words: on every record, own, self or as a team leader', () => {
    // `(?)`: allowed on some record, under a condition the table cannot say; give it a mark.
    const unsaid = [...derived].filter(([, grants]) => grants.some((g) => g.endsWith('(?)')));
    expect(unsaid).toEqual([]);
  });

  it.each([...derived.entries()])('%s: exactly the roles of the table', (key, grants) => {
    expect(grants, key).toEqual(table.get(key));
  });

  it('marks each row with the source of the rules behind it', () => {
    for (const row of rows) {
      for (const subject of row.subjects) {
        for (const operation of row.operations) {
          expect(sourcesOf(subject as Subject, operation), `table line ${row.line}`).toEqual(
            row.sources,
          );
        }
      }
    }
  });

  it('marks every operation rule with its source, and grants no one "manage"', () => {
    for (const rule of operationRules) {
      expect(['spec', 'default']).toContain(rule.source);
      expect(rule.actions).not.toContain('manage');
      expect(rule.actions).not.toContain('read');
    }
    for (const role of roles) {
      const ability = abilityFor(user({ roles: [role], isTeamLeader: true }));
      expect(ability.rules.some((rule) => [rule.action].flat().includes('manage'))).toBe(false);
      expect(ability.can('manage', 'Client')).toBe(false);
    }
  });
});

describe('operations against the declarations', () => {
  const named = operationsInRules();

  it.each(allResources.map((resource) => [resource.name, resource] as const))(
    '%s: every operation it offers is granted to some role',
    (_, resource) => {
      const ungranted = declaredOperations(resource).filter(
        (operation) => !roles.some((role) => grantOf(role, operation, resource.subject)),
      );
      expect(ungranted).toEqual([]);
    },
  );

  it('no rule names an operation that no resource of its area declares', () => {
    const declared = new Set(
      allResources.flatMap((resource) =>
        declaredOperations(resource).map((operation) => cellKey(resource.subject, operation)),
      ),
    );
    const unknown = [...named].flatMap(([subject, operations]) =>
      [...operations]
        .filter((operation) => operation !== 'read')
        .map((operation) => cellKey(subject, operation))
        .filter((key) => !declared.has(key)),
    );
    expect(unknown).toEqual([]);
  });

  it('grants an operation only to roles that open its area', () => {
    const derived = derivedMatrix();
    for (const [key, grants] of derived) {
      const [subject] = key.split(' ');
      // A reader of some records (`BD (own)`) opens the area.
      const readers = (derived.get(cellKey(subject, 'read')) ?? []).map((r) => r.split(' ')[0]);
      for (const grant of grants) expect(readers, key).toContain(grant.split(' ')[0]);
    }
  });
});

interface RuleSet {
  areas: readonly AreaRule[];
  operations: readonly OperationRule[];
  actions: readonly ActionRule[];
}

/**
 * Where the rules and the declared areas part: areas a rule names that no resource declares (a
 * typo, or an area removed), and declared areas no rule lets anyone open (a new area whose rights
 * rows were forgotten).
 */
function areaMismatch(rules: RuleSet, declared: readonly Subject[]) {
  const named = new Set([
    ...[...rules.areas, ...rules.operations].flatMap((rule) => rule.subjects),
    ...rules.actions.map((rule) => rule.subject),
  ]);
  const opened = new Set(rules.areas.flatMap((rule) => rule.subjects));
  return {
    undeclared: [...named].filter((subject) => !declared.includes(subject)),
    unopened: declared.filter((subject) => !opened.has(subject)),
  };
}

describe('areas: the declarations name them (declaredSubjects), the rules grant them', () => {
  const rules: RuleSet = { areas: areaRules, operations: operationRules, actions: actionRules };

  it('no rule names an area no resource declares, and every declared area opens to someone', () => {
    expect(declaredSubjects().length).toBeGreaterThan(0);
    expect(areaMismatch(rules, declaredSubjects())).toEqual({ undeclared: [], unopened: [] });
  });

  it('fails on a rule for an undeclared area, and on a declared area without a rule', () => {
    const ghost: AreaRule = { subjects: ['Ghost'], roles: ['admin'], source: 'default' };
    const grant: OperationRule = { ...ghost, subjects: ['Spectre'], actions: ['update'] };
    const withGhosts = { ...rules, areas: [...areaRules, ghost], operations: [grant] };
    expect(areaMismatch(withGhosts, declaredSubjects()).undeclared).toEqual(['Ghost', 'Spectre']);
    expect(areaMismatch(rules, [...declaredSubjects(), 'Supplier']).unopened).toEqual(['Supplier']);
  });
});

describe('record conditions', () => {
  const accounts = createDemoAccounts();
  const demoUser = (username: string) => {
    const account = accounts.find((candidate) => candidate.username === username);
    if (!account) throw new Error(`no demo account ${username}`);
    return account.info;
  };
  const bdMember = abilityFor(demoUser('bdmember'));
  const bdLeader = abilityFor(demoUser('bd'));
  const ownClient = { clientId: 1, bdId: demoUser('bdmember').adminId, opId: 104 };
  const othersClient = { clientId: 2, bdId: demoUser('bd').adminId, opId: 104 };

  it('the demo BD member is not a team leader, the demo BD is', () => {
    expect(demoUser('bdmember')).toMatchObject({ roles: ['BD'], isTeamLeader: false });
    expect(demoUser('bd')).toMatchObject({ roles: ['BD'], isTeamLeader: true });
  });

  it('a BD member edits and labels its own clients, not another BD’s', () => {
    for (const operation of ['update', 'updateLabel', 'updateEmphasis', 'toBeTerminate']) {
      expect(canDo(bdMember, operation, 'Client', ownClient), operation).toBe(true);
      expect(canDo(bdMember, operation, 'Client', othersClient), operation).toBe(false);
      // Without a record: may it on some record (the button of a list header).
      expect(canDo(bdMember, operation, 'Client'), operation).toBe(true);
    }
    expect(canDo(bdMember, 'changeBD', 'Client', ownClient)).toBe(false);
  });

  it('a BD team leader acts on every client, and gives a client another BD', () => {
    for (const operation of ['update', 'updateLabel', 'changeBD']) {
      expect(canDo(bdLeader, operation, 'Client', ownClient), operation).toBe(true);
      expect(canDo(bdLeader, operation, 'Client', othersClient), operation).toBe(true);
    }
    expect(canDo(bdLeader, 'changeOP', 'Client', othersClient)).toBe(false);
  });

  it('an OP acts on the clients whose opId is its own; only OP team leaders approve', () => {
    const op = abilityFor(user({ adminId: 104, roles: ['OP'] }));
    const opLeader = abilityFor(user({ adminId: 104, roles: ['OP'], isTeamLeader: true }));
    expect(canDo(op, 'update', 'Client', { bdId: 1, opId: 104 })).toBe(true);
    expect(canDo(op, 'update', 'Client', { bdId: 1, opId: 7 })).toBe(false);
    expect(canDo(op, 'approveNew', 'Client', ownClient)).toBe(false);
    expect(canDo(op, 'approveNew', 'Client')).toBe(false);
    expect(canDo(opLeader, 'approveNew', 'Client', othersClient)).toBe(true);
    expect(canDo(opLeader, 'confirmTerminate', 'Org', {})).toBe(true);
  });

  it('a BD member reads its own clients only; its team leader every client', () => {
    expect(canDo(bdMember, 'read', 'Client', ownClient)).toBe(true);
    expect(canDo(bdMember, 'read', 'Client', othersClient)).toBe(false);
    // The area still opens (its routes, its money lists).
    expect(canDo(bdMember, 'read', 'Client')).toBe(true);
    expect(canDo(bdLeader, 'read', 'Client', ownClient)).toBe(true);
    expect(canDo(bdLeader, 'read', 'Client', othersClient)).toBe(true);
  });

  it('an OP member reads the clients whose opId is its own; an OP leader every client', () => {
    const op = abilityFor(demoUser('op'));
    const opLeader = abilityFor(user({ adminId: 104, roles: ['OP'], isTeamLeader: true }));
    expect(demoUser('op')).toMatchObject({ roles: ['OP'], isTeamLeader: false });
    expect(canDo(op, 'read', 'Client', { bdId: 1, opId: 104 })).toBe(true);
    expect(canDo(op, 'read', 'Client', { bdId: 1, opId: 7 })).toBe(false);
    expect(canDo(opLeader, 'read', 'Client', { bdId: 1, opId: 7 })).toBe(true);
    // Other staff read every client.
    const cm = abilityFor(user({ adminId: 104, roles: ['CM'] }));
    expect(canDo(cm, 'read', 'Client', { bdId: 1, opId: 7 })).toBe(true);
  });

  it('the read conditions are about the records they name, not the area’s money records', () => {
    expect([...readScopedRecords('Client')]).toEqual(['client']);
    expect(readScopedRecords('Finance').size).toBe(0);
    for (const rule of areaRules) {
      if (rule.when) expect(rule.records, rule.subjects.join()).toEqual(expect.any(String));
    }
  });

  it('pages about oneself: own KPI, a partner’s bills and report, a media agent’s report', () => {
    const op = abilityFor(demoUser('op'));
    expect(canDo(op, 'read', 'OwnKpi', { adminId: 104 })).toBe(true);
    expect(canDo(op, 'read', 'OwnKpi', { adminId: 103 })).toBe(false);
    const partner = abilityFor(demoUser('saleagent'));
    const ownBill = { saleAgentId: demoUser('saleagent').saleAgentId };
    expect(canDo(partner, 'read', 'SaleAgentBill', ownBill)).toBe(true);
    expect(canDo(partner, 'read', 'SaleAgentBill', { saleAgentId: 99 })).toBe(false);
    expect(canDo(partner, 'read', 'SaleAgentConsumeReport', { saleAgentId: 99 })).toBe(false);
    expect(canDo(partner, 'read', 'SaleAgentConsumeReport', ownBill)).toBe(true);
    // Staff read every partner's bills.
    const financier = abilityFor(demoUser('financier'));
    expect(canDo(financier, 'read', 'SaleAgentBill', { saleAgentId: 99 })).toBe(true);
    const agent = abilityFor(demoUser('mediaagent'));
    const ownRow = { mediaAgentId: demoUser('mediaagent').mediaAgentId };
    expect(ownRow.mediaAgentId).toEqual(expect.any(Number));
    expect(canDo(agent, 'read', 'AgentReport', ownRow)).toBe(true);
    expect(canDo(agent, 'read', 'AgentReport', { mediaAgentId: 2999 })).toBe(false);
    // Without the id in its user info, a partner reads no bill (not every bill).
    const anonymous = abilityFor(user({ adminId: 300, roles: ['saleAgent'] }));
    expect(canDo(anonymous, 'read', 'SaleAgentBill', { saleAgentId: 1 })).toBe(false);
    expect(canDo(anonymous, 'read', 'SaleAgentBill', {})).toBe(false);
  });

  it('ownership does not narrow admin or superAdmin, even beside a BD identity', () => {
    for (const roleNames of [['admin'], ['superAdmin'], ['admin', 'BD']]) {
      const ability = abilityFor(user({ adminId: 121, roles: roleNames }));
      expect(canDo(ability, 'update', 'Client', othersClient), roleNames.join()).toBe(true);
      expect(canDo(ability, 'delete', 'Client', othersClient), roleNames.join()).toBe(true);
    }
  });

  it('HR reads clients and changes nothing anywhere (it only marks its messages read)', () => {
    const hr = abilityFor(user({ roles: ['HR'], isTeamLeader: true }));
    expect(canDo(hr, 'read', 'Client')).toBe(true);
    const allowed = [...operationsInRules()].flatMap(([subject, operations]) =>
      [...operations]
        .filter((operation) => operation !== 'read' && canDo(hr, operation, subject))
        .map((operation) => cellKey(subject, operation)),
    );
    expect(allowed).toEqual(['NewsCentre markRead']);
  });

  it('only admin and superAdmin delete, in every area', () => {
    const deletes = [...derivedMatrix()].filter(([key]) => key.endsWith(' delete'));
    expect(deletes.length).toBeGreaterThan(5);
    for (const [key, grants] of deletes) expect(grants, key).toEqual(['admin', 'superAdmin']);
  });

  it('money steps are the financier’s, not the other staff’s', () => {
    for (const role of ['BD', 'OP', 'HR', 'market', 'cashier'] as const) {
      const ability = abilityFor(user({ roles: [role], isTeamLeader: true }));
      expect(canDo(ability, 'confirmPayment', 'Finance'), role).toBe(false);
    }
    expect(canDo(abilityFor(user({ roles: ['financier'] })), 'confirmPayment', 'Finance')).toBe(
      true,
    );
  });

  it('a credit score is written by other roles than the client itself', () => {
    const bd = abilityFor(user({ roles: ['BD'], isTeamLeader: true }));
    expect(canDo(bd, 'create', 'Client')).toBe(true);
    expect(canDo(bd, 'create', 'ClientCreditScore')).toBe(false);
    expect(canDo(bd, 'read', 'ClientCreditScore')).toBe(true);
  });
});

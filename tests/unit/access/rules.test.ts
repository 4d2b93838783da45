import { describe, expect, it, vi } from 'vitest';
import { abilityFor } from '@/access/ability';
import { areaRules, areasOf } from '@/access/rules';
import { roles, subjects, type Subject } from '@/access/subjects';
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
    subjects.map((subject) => [subject, roles.filter((role) => areasOf([role]).has(subject))]),
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

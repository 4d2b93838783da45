import { abilityFor } from '@/access/ability';
import { canDo } from '@/access/can';
import { areaRules, operationRules, OWNER_FIELDS, SELF_FIELDS, STAFF } from '@/access/rules';
import { roles, subjects, type Role, type Subject } from '@/access/subjects';
import { testUser } from '../../support/fixtures';
import readme from '../../../README.md?raw';

/**
 * What a role may do with an operation in an area: on every record (`BD`), only on the records it
 * owns (`BD (own)`), only on the records about itself (`OP (self)`), or only as a team leader
 * (`OP (leader)`).
 */
export type Grant = string;

/** `Subject operation` → the grants, sorted. */
export type RightsMatrix = Map<string, string[]>;

export const cellKey = (subject: string, operation: string) => `${subject} ${operation}`;

const ME = 500;
const SOMEONE_ELSE = 999;

/** One role's grant of an operation, found by asking its ability about records. */
export function grantOf(role: Role, operation: string, subject: Subject): Grant | null {
  const ids = { adminId: ME, saleAgentId: ME, mediaAgentId: ME };
  const member = abilityFor(
    testUser({ ...ids, roles: [role], isTeamLeader: false, isLeader: false }),
  );
  const leader = abilityFor(
    testUser({ ...ids, roles: [role], isTeamLeader: true, isLeader: true }),
  );
  const selfFields = Object.values(SELF_FIELDS);
  const foreign = {
    bdId: SOMEONE_ELSE,
    opId: SOMEONE_ELSE,
    ...Object.fromEntries(selfFields.map((name) => [name, SOMEONE_ELSE])),
    recId: SOMEONE_ELSE,
  };
  const field = (OWNER_FIELDS as Partial<Record<Role, string>>)[role];
  if (canDo(member, operation, subject, foreign)) return role;
  if (field && canDo(member, operation, subject, { ...foreign, [field]: ME }))
    return `${role} (own)`;
  // A received site message is about its recipient (`recId`) in the console's environment.
  const aboutMe = {
    ...foreign,
    ...Object.fromEntries(selfFields.map((name) => [name, ME])),
    recId: ME,
    recEnvType: 'admin',
  };
  if (canDo(member, operation, subject, aboutMe)) return `${role} (self)`;
  if (canDo(leader, operation, subject, foreign)) return `${role} (leader)`;
  // Allowed on some record, but on neither of those: a condition the table cannot say.
  if (canDo(member, operation, subject)) return `${role} (?)`;
  return null;
}

/** Every operation the rules name, per area: `read` from the area rules, the rest granted. */
export function operationsInRules(): Map<Subject, Set<string>> {
  const named = new Map<Subject, Set<string>>(subjects.map((s) => [s, new Set<string>()]));
  for (const rule of areaRules) for (const s of rule.subjects) named.get(s)!.add('read');
  for (const rule of operationRules) {
    for (const s of rule.subjects) rule.actions.forEach((action) => named.get(s)!.add(action));
  }
  return named;
}

/** The role × operation matrix the rules give, asked of each role's CASL ability. */
export function derivedMatrix(): RightsMatrix {
  const matrix: RightsMatrix = new Map();
  for (const [subject, operations] of operationsInRules()) {
    for (const operation of operations) {
      const grants = roles.flatMap((role) => grantOf(role, operation, subject) ?? []);
      matrix.set(cellKey(subject, operation), grants.sort());
    }
  }
  return matrix;
}

/** The sources (spec, default) of the rules that grant an operation in an area. */
export function sourcesOf(subject: Subject, operation: string): string[] {
  const rules =
    operation === 'read'
      ? areaRules.filter((rule) => rule.subjects.includes(subject))
      : operationRules.filter(
          (rule) => rule.subjects.includes(subject) && rule.actions.includes(operation),
        );
  return [...new Set(rules.map((rule) => rule.source))].sort();
}

/** Group names a cell of the README's table may use for several roles. */
export const roleGroups: Record<string, readonly Role[]> = {
  everyone: roles,
  staff: STAFF,
  'staff except HR': STAFF.filter((role) => role !== 'HR'),
  'staff except BD and OP': STAFF.filter((role) => role !== 'BD' && role !== 'OP'),
  'own-KPI roles': ['BD', 'OP', 'CM', 'AD', 'DS', 'MPM'],
};

/** The grants one item of a cell names: a role, or a group with an optional mark per role. */
function grantsOf(item: string): string[] {
  const [, name, mark = ''] = /^(.*?)((?: \(\w+\))?)$/.exec(item)!;
  const group = roleGroups[name];
  return group ? group.map((role) => `${role}${mark}`) : [item];
}

export interface TableRow {
  line: number;
  subjects: string[];
  operations: string[];
  grants: string[];
  sources: string[];
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.replace(/`/g, '').trim());
const list = (cell: string) =>
  cell
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The table under the README's heading "Rights per operation", row by row. */
export function readmeRightsTable(text: string = readme): TableRow[] {
  const lines = text.split('\n');
  const heading = lines.findIndex((line) => /^#+\s+Rights per operation\s*$/.test(line));
  if (heading < 0) throw new Error('README.md has no "Rights per operation" heading');
  const start = lines.findIndex((line, index) => index > heading && line.startsWith('|'));
  const rows: TableRow[] = [];
  for (let index = start + 2; index < lines.length && lines[index].startsWith('|'); index += 1) {
    const [area, operations, allowed, source] = cells(lines[index]);
    const grants = list(allowed).flatMap(grantsOf);
    rows.push({
      line: index + 1,
      subjects: list(area),
      operations: list(operations),
      grants: grants.sort(),
      sources: list(source).sort(),
    });
  }
  return rows;
}

/** The matrix the README's table says. */
export function readmeMatrix(rows: readonly TableRow[]): RightsMatrix {
  const matrix: RightsMatrix = new Map();
  for (const row of rows) {
    for (const subject of row.subjects) {
      for (const operation of row.operations) {
        const key = cellKey(subject, operation);
        if (matrix.has(key)) throw new Error(`README line ${row.line}: ${key} is listed twice`);
        matrix.set(key, row.grants);
      }
    }
  }
  return matrix;
}

/**
 * The table "Rights per operation" of docs/rights.md, generated from `src/access/rules.ts`: each
 * role's CASL ability is asked about records, so the table says what the rules do, not what they
 * were meant to do. `npm run docs:rights` writes it between the markers below;
 * `tests/unit/access/rules.test.ts` fails while the committed table differs from it.
 */
// The areas are the declarations' (as the app registers them).
import '@/app/declarations';
import { abilityFor } from '@/access/ability';
import { canDo } from '@/access/can';
import { areaRules, operationRules, OWNER_FIELDS, SELF_FIELDS, STAFF } from '@/access/rules';
import { declaredSubjects, roles, type Role, type Subject } from '@/access/subjects';
import type { UserInfo } from '@/data/contract';

/** Where the generated table starts and ends in docs/rights.md. */
export const RIGHTS_START = '<!-- rights:start -->';
export const RIGHTS_END = '<!-- rights:end -->';

/**
 * What a role may do with an operation in an area: on every record (`BD`), only on the records it
 * owns (`BD (own)`), only on the records about itself (`OP (self)`), only as a team leader
 * (`OP (leader)`), or only on the records someone else wrote (`admin (others)`).
 */
export type Grant = string;

/** `Subject operation` → the grants, sorted. */
export type RightsMatrix = Map<string, string[]>;

export const cellKey = (subject: string, operation: string) => `${subject} ${operation}`;

const ME = 500;
const SOMEONE_ELSE = 999;

const probeUser = (overrides: Partial<UserInfo>): UserInfo => ({
  adminId: ME,
  orgId: 1,
  orgName: 'Main',
  adminRole: 2,
  roles: ['admin'],
  roleList: [],
  name: 'Probe',
  vcc_menu_show: [],
  ...overrides,
});

/** One role's grant of an operation, found by asking its ability about records. */
export function grantOf(role: Role, operation: string, subject: Subject): Grant | null {
  const ids = { adminId: ME, saleAgentId: ME, mediaAgentId: ME };
  const member = abilityFor(
    probeUser({ ...ids, roles: [role], isTeamLeader: false, isLeader: false }),
  );
  const leader = abilityFor(
    probeUser({ ...ids, roles: [role], isTeamLeader: true, isLeader: true }),
  );
  const selfFields = Object.values(SELF_FIELDS);
  const foreign = {
    bdId: SOMEONE_ELSE,
    opId: SOMEONE_ELSE,
    ...Object.fromEntries(selfFields.map((name) => [name, SOMEONE_ELSE])),
    recId: SOMEONE_ELSE,
  };
  const field = (OWNER_FIELDS as Partial<Record<Role, string>>)[role];
  if (canDo(member, operation, subject, foreign)) {
    // Not on what the user wrote itself (`creatorId`): a site message is reviewed by another.
    const written = { ...foreign, creatorId: ME };
    return canDo(member, operation, subject, written) ? role : `${role} (others)`;
  }
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

/**
 * Every operation the rules name, per area: `read` from the area rules, the rest granted. The
 * declared areas come first, in their order; an area a rule names but no declaration has comes
 * after them, so that the table shows it and tests/unit/access/rules.test.ts fails on it.
 */
export function operationsInRules(): Map<Subject, Set<string>> {
  const named = new Map<Subject, Set<string>>(
    declaredSubjects().map((s) => [s, new Set<string>()]),
  );
  const of = (subject: Subject) => {
    if (!named.has(subject)) named.set(subject, new Set<string>());
    return named.get(subject)!;
  };
  for (const rule of areaRules) for (const s of rule.subjects) of(s).add('read');
  for (const rule of operationRules) {
    for (const s of rule.subjects) rule.actions.forEach((action) => of(s).add(action));
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

/**
 * Group names a cell of the table may use for several roles, tried in this order. A group takes a
 * mark for each of its roles (`own-KPI roles (self)`).
 */
export const roleGroups: Record<string, readonly Role[]> = {
  everyone: roles,
  staff: STAFF,
  'staff except HR': STAFF.filter((role) => role !== 'HR'),
  'staff except BD and OP': STAFF.filter((role) => role !== 'BD' && role !== 'OP'),
  'own-KPI roles': ['BD', 'OP', 'CM', 'AD', 'DS', 'MPM'],
};

const MARKS = ['', ' (own)', ' (self)', ' (leader)', ' (others)', ' (?)'];

/** The grants of a cell in words: the largest groups first, then single roles in SPEC §6's order. */
export function grantsInWords(grants: readonly string[]): string {
  const left = new Set(grants);
  const words: string[] = [];
  for (const [name, group] of Object.entries(roleGroups)) {
    for (const mark of MARKS) {
      const named = group.map((role) => `${role}${mark}`);
      if (named.every((grant) => left.has(grant))) {
        words.push(`${name}${mark}`);
        named.forEach((grant) => left.delete(grant));
      }
    }
  }
  for (const role of roles) {
    for (const mark of MARKS) if (left.delete(`${role}${mark}`)) words.push(`${role}${mark}`);
  }
  return [...words, ...left].join(', ');
}

/** One row of the table: areas × operations, allowed to the same roles, from the same sources. */
export interface RightsRow {
  areas: string[];
  operations: string[];
  roles: string;
  source: string;
}

/**
 * The table's rows: per area, its operations (`read` first, then in the rules' order) with the same
 * roles and sources in one row; areas whose rows are all alike share them.
 */
export function rightsRows(): RightsRow[] {
  const matrix = derivedMatrix();
  const perArea = new Map<string, RightsRow[]>();
  for (const [subject, operations] of operationsInRules()) {
    const rows: RightsRow[] = [];
    for (const operation of operations) {
      const grants = grantsInWords(matrix.get(cellKey(subject, operation))!);
      const source = sourcesOf(subject, operation).join(', ');
      const same = rows.find((row) => row.roles === grants && row.source === source);
      if (same) same.operations.push(operation);
      else rows.push({ areas: [subject], operations: [operation], roles: grants, source });
    }
    perArea.set(subject, rows);
  }
  const signature = (rows: RightsRow[]) =>
    JSON.stringify(rows.map(({ operations, roles, source }) => [operations, roles, source]));
  const table: RightsRow[] = [];
  const placed = new Map<string, RightsRow[]>();
  for (const [subject, rows] of perArea) {
    if (rows.length === 0) continue;
    const alike = placed.get(signature(rows));
    if (alike) alike.forEach((row) => row.areas.push(subject));
    else {
      placed.set(signature(rows), rows);
      table.push(...rows);
    }
  }
  return table;
}

/** The table as Markdown, its columns padded as Prettier pads them. */
export function rightsTable(): string {
  const header = ['Area', 'Operations', 'Roles', 'Source'];
  const body = rightsRows().map((row) => [
    row.areas.join(', '),
    row.operations.join(', '),
    row.roles,
    row.source,
  ]);
  const widths = header.map((title, column) =>
    Math.max(3, title.length, ...body.map((cells) => cells[column].length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join(
    '\n',
  );
}

/** The table between the markers of a document (null without them). */
export function tableIn(document: string): string | null {
  const start = document.indexOf(RIGHTS_START);
  const end = document.indexOf(RIGHTS_END);
  if (start < 0 || end < start) return null;
  return document.slice(start + RIGHTS_START.length, end).trim();
}

/** The document with the table between its markers replaced. */
export function withTable(document: string, table: string): string {
  const start = document.indexOf(RIGHTS_START);
  const end = document.indexOf(RIGHTS_END);
  if (start < 0 || end < start)
    throw new Error(`no "${RIGHTS_START}" … "${RIGHTS_END}" markers to write the table between`);
  return `${document.slice(0, start + RIGHTS_START.length)}\n\n${table}\n\n${document.slice(end)}`;
}

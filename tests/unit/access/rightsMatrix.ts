import { cellKey, roleGroups, tableIn, type RightsMatrix } from '../../../scripts/rightsTable';
import rightsDoc from '../../../docs/rights.md?raw';

// The matrix the rules give and the generated table are scripts/rightsTable.ts's (also used by
// `npm run docs:rights`); this file reads the table back, to check the generator says the rules.
export {
  cellKey,
  derivedMatrix,
  grantOf,
  operationsInRules,
  rightsTable,
  roleGroups,
  sourcesOf,
  tableIn,
  type Grant,
  type RightsMatrix,
} from '../../../scripts/rightsTable';

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

/** The committed table of docs/rights.md (between its markers). */
export const committedRightsTable = (text: string = rightsDoc): string | null => tableIn(text);

/** A rights table ("Rights per operation" of docs/rights.md), row by row. */
export function parseRightsTable(text: string): TableRow[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  if (start < 0) throw new Error('no rights table to read');
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

/** The matrix a rights table says. */
export function tableMatrix(rows: readonly TableRow[]): RightsMatrix {
  const matrix: RightsMatrix = new Map();
  for (const row of rows) {
    for (const subject of row.subjects) {
      for (const operation of row.operations) {
        const key = cellKey(subject, operation);
        if (matrix.has(key)) throw new Error(`table line ${row.line}: ${key} is listed twice`);
        matrix.set(key, row.grants);
      }
    }
  }
  return matrix;
}

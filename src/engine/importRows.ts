import { checkBounds, type BoundViolation } from './fieldBounds';
import type { FieldDef, ImportDef } from './types';

// The checks of a spreadsheet import, shared by the browser (before anything is sent) and the
// demo backend (which checks again, as a real one would). Pure: no React, no translations.

export type ImportRow = Record<string, unknown>;

/** Why a cell is refused; the browser translates it (`imports.problems.<problem>`). */
export type ImportProblem =
  /** The sheet has no column for a required field (reported on the header row). */
  | 'column'
  | 'required'
  | 'number'
  | 'amount'
  | 'month'
  | 'date'
  | 'option'
  | 'email'
  | 'boolean'
  | 'overdue'
  /** Outside the field's bounds (src/engine/fieldBounds.ts), as a form would refuse it. */
  | 'bounds';

export interface ImportIssue {
  /** The sheet's row number (the header is row 1). */
  row: number;
  field: string;
  problem: ImportProblem;
  /** The overdue month and its due date ('YYYY-MM', 'YYYY-MM-DD'). */
  month?: string;
  due?: string;
  /** What the bounds refuse. */
  violation?: BoundViolation;
}

/** A cell as read from the sheet: text, a number, a date, or nothing. */
export type CellValue = string | number | boolean | Date | null | undefined;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const pad = (value: number) => String(value).padStart(2, '0');
/** Sheet dates are kept as UTC midnight by exceljs. */
const utcDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const localDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

const isBlank = (value: CellValue) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export const isRequired = (field: FieldDef) =>
  typeof field.form === 'object' && Boolean(field.form.required);

/**
 * A cell as the value sent, or the problem with it. Enums take their value or one of their
 * labels (`labels` maps a label in either language to its value).
 */
export function readCell(
  field: FieldDef,
  cell: CellValue,
  labels: ReadonlyMap<string, string | number> = new Map(),
): { value?: unknown; problem?: ImportProblem } {
  if (isBlank(cell)) return isRequired(field) ? { problem: 'required' } : {};
  const text = cell instanceof Date ? utcDay(cell) : String(cell).trim();
  switch (field.type) {
    case 'number':
    case 'reference':
      return Number.isFinite(Number(text)) && DECIMAL.test(text)
        ? { value: Number(text) }
        : { problem: 'number' };
    // Amounts travel as text: exactly the digits of the sheet, never a binary float.
    case 'money':
    case 'percent':
      return DECIMAL.test(text) ? { value: text } : { problem: 'amount' };
    case 'month': {
      const month = cell instanceof Date ? text.slice(0, 7) : text;
      return MONTH.test(month) ? { value: month } : { problem: 'month' };
    }
    case 'date':
    case 'datetime':
      return DAY.test(text.slice(0, 10)) ? { value: text } : { problem: 'date' };
    case 'enum': {
      const option = field.enum?.options.find((o) => String(o.value) === text);
      if (option) return { value: option.value };
      const byLabel = labels.get(text);
      return byLabel === undefined ? { problem: 'option' } : { value: byLabel };
    }
    case 'email':
      return EMAIL.test(text) ? { value: text } : { problem: 'email' };
    case 'boolean':
      if (['1', 'true'].includes(text.toLowerCase())) return { value: 1 };
      if (['0', 'false'].includes(text.toLowerCase())) return { value: 0 };
      return { problem: 'boolean' };
    default:
      return { value: text };
  }
}

/** An amount's currency: fixed, or the row's (null: unknown, so the default decimals). */
function currencyOfRow(field: FieldDef, row: ImportRow): string | null | undefined {
  if (field.type !== 'money') return undefined;
  if (typeof field.currency === 'string') return field.currency;
  const code = field.currency ? row[field.currency.field] : undefined;
  return typeof code === 'string' && code ? code : null;
}

/** The day a month's rows are due by: `day` of the month after ('2024-05', 15 → '2024-06-15'). */
export function dueDateOf(month: string, day: number): string {
  const [year, number] = month.split('-').map(Number);
  const next = number === 12 ? { year: year + 1, month: 1 } : { year, month: number + 1 };
  return `${next.year}-${pad(next.month)}-${pad(day)}`;
}

/** Whether a month's rows are refused on `today`: from the due day on (SPEC §5). */
export const isOverdue = (month: string, day: number, today: Date) =>
  localDay(today) >= dueDateOf(month, day);

/**
 * Reads and checks every row against the import's fields and its due-date rule. `rowNumbers` are
 * the rows' numbers in the sheet (by default 2, 3… under a header row).
 */
export function checkImportRows(
  definition: ImportDef,
  cells: readonly Record<string, CellValue>[],
  options: {
    today: Date;
    labels?: (name: string) => ReadonlyMap<string, string | number>;
    rowNumbers?: readonly number[];
  },
): { rows: ImportRow[]; issues: ImportIssue[] } {
  const rows: ImportRow[] = [];
  const issues: ImportIssue[] = [];
  cells.forEach((line, index) => {
    const row: ImportRow = {};
    const number = options.rowNumbers?.[index] ?? index + 2;
    for (const [name, field] of Object.entries(definition.fields)) {
      const { value, problem } = readCell(field, line[name], options.labels?.(name));
      if (problem) issues.push({ row: number, field: name, problem });
      else if (value !== undefined) row[name] = value;
    }
    for (const [name, field] of Object.entries(definition.fields)) {
      if (row[name] === undefined) continue;
      const violation = checkBounds(field, row[name], currencyOfRow(field, row));
      if (violation) issues.push({ row: number, field: name, problem: 'bounds', violation });
    }
    const due = definition.dueDay;
    const month = due ? row[due.field] : undefined;
    if (due && typeof month === 'string' && isOverdue(month, due.day, options.today)) {
      issues.push({
        row: number,
        field: due.field,
        problem: 'overdue',
        month,
        due: dueDateOf(month, due.day),
      });
    }
    rows.push(row);
  });
  return { rows, issues };
}

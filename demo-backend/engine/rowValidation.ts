import { isRequired, isShown, type FieldDef, type FormOptions } from '@/demoBackendSurface';
import type { Row } from '../db';
import { demoErrors } from '../handlers/errors';
import { currentMonth, dayOf, monthOf, today } from './months';
import { outOfBounds } from './bounds';
import type { Refusal } from './validation';

const formOf = (field: FieldDef): FormOptions => (typeof field.form === 'object' ? field.form : {});

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** A month or date before the current month (or today) where `notBefore` forbids it. */
export function checkNotBefore(
  where: string,
  field: FieldDef,
  value: unknown,
): Refusal | undefined {
  const unit = formOf(field).notBefore;
  if (!unit || isEmpty(value)) return undefined;
  if (unit === 'month') {
    const month = monthOf(value);
    if (month && month < currentMonth())
      return { error: demoErrors.notBeforeMonth, params: { field: where } };
  } else {
    const day = dayOf(value);
    if (day && day < today()) return { error: demoErrors.notBeforeDay, params: { field: where } };
  }
  return undefined;
}

/**
 * A row field's own checks: required (always, or while its `requiredWhen` holds in the row),
 * non-zero, bounds, not before; a nested list's rows. One its `showWhen` hides is not checked.
 */
function checkCell(
  where: string,
  field: FieldDef,
  row: Row,
  value: unknown,
  kept: readonly unknown[],
): Refusal | undefined {
  const options = formOf(field);
  if (!isShown(field, row)) return undefined;
  if (options.nonZero && (isEmpty(value) || !Number(value)))
    return { error: demoErrors.emptyOrZero, params: { field: where } };
  if (isRequired(field, row) && isEmpty(value))
    return { error: demoErrors.required, params: { field: where } };
  // A row's list left out counts as no rows (its `minRows` applies while it is shown).
  if (field.type === 'list')
    return validateRows(where, field, Array.isArray(value) ? (value as Row[]) : []);
  const held = kept.some((old) => sameTime(field, old, value));
  return (
    outOfBounds(where, field, value) ?? (held ? undefined : checkNotBefore(where, field, value))
  );
}

/** Whether two values are the same month (or day, as `notBefore` counts), however written. */
export function sameTime(field: FieldDef, left: unknown, right: unknown): boolean {
  const read = formOf(field).notBefore === 'day' ? dayOf : monthOf;
  return !isEmpty(left) && read(left) !== undefined && read(left) === read(right);
}

/**
 * A nested editor's rows (SPEC §5: effective times that do not repeat, one ratio per region, a
 * rebate gradient one tier per line): how many, each row's fields, then the rules across rows.
 * Rows are named 1-based, as the form shows them: `serviceFees[3].effectiveTime`.
 */
export function validateRows(
  name: string,
  field: FieldDef,
  rows: Row[],
  /** The rows the record held (an edit): their months and dates stay acceptable to `notBefore`. */
  keptRows: readonly Row[] = [],
): Refusal | undefined {
  const options = formOf(field);
  const min = options.minRows ?? (options.required ? 1 : 0);
  if (rows.length < min || (options.maxRows !== undefined && rows.length > options.maxRows))
    return {
      error: demoErrors.rowCount,
      params: { field: name, min: String(min), max: String(options.maxRows ?? '∞') },
    };
  for (const [index, row] of rows.entries()) {
    for (const [cell, rowField] of Object.entries(field.of ?? {})) {
      const kept = keptRows.map((old) => old[cell]);
      const refusal = checkCell(`${name}[${index + 1}].${cell}`, rowField, row, row[cell], kept);
      if (refusal) return refusal;
    }
  }
  for (const cell of options.unique ?? []) {
    const seen = new Map<string, number>();
    for (const [index, row] of rows.entries()) {
      if (isEmpty(row[cell])) continue;
      const key = JSON.stringify(row[cell]);
      const first = seen.get(key);
      if (first !== undefined)
        return {
          error: demoErrors.rowRepeats,
          params: { field: `${name}.${cell}`, row: String(index + 1), first: String(first + 1) },
        };
      seen.set(key, index);
    }
  }
  const rising = options.ascending;
  if (rising) {
    let previous: { index: number; value: number } | undefined;
    for (const [index, row] of rows.entries()) {
      const value = Number(row[rising]);
      if (isEmpty(row[rising]) || !Number.isFinite(value)) continue;
      if (previous && value <= previous.value)
        return {
          error: demoErrors.rowNotAscending,
          params: {
            field: `${name}.${rising}`,
            row: String(index + 1),
            previous: String(previous.index + 1),
          },
        };
      previous = { index, value };
    }
  }
  return undefined;
}

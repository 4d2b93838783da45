import { isShown } from '@/engine/conditions';
import { fieldTypeOf, registerFieldType } from '@/engine/fieldTypes';
import type { FieldDef } from '@/engine/types';

// How a nested editor's rows go in and out of a form: each row field through its own type, so a
// row round-trips exactly (months as dayjs and back to 'YYYY-MM', amounts as typed text…).

export type ListRow = Record<string, unknown>;

/** A list's rows as given, read defensively: only objects count as rows. */
export function rowsOf(value: unknown): ListRow[] {
  return Array.isArray(value)
    ? value.filter((row): row is ListRow => typeof row === 'object' && row !== null)
    : [];
}

export const rowFieldsOf = (field: FieldDef): [string, FieldDef][] =>
  Object.entries(field.of ?? {});

/** Nothing typed: no value, blank text or no rows. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function mapRow(field: FieldDef, row: ListRow, part: 'toForm' | 'toPayload'): ListRow {
  const mapped: ListRow = {};
  for (const [name, rowField] of rowFieldsOf(field)) {
    const value = row[name];
    if (value === undefined || value === null) continue;
    // A row field its `showWhen` hides (by another field of the row) is not sent.
    if (part === 'toPayload' && !isShown(rowField, row)) continue;
    const convert = fieldTypeOf(rowField)[part];
    mapped[name] = convert ? convert(value, rowField) : value;
  }
  return mapped;
}

/** A row's value as it is sent (its type's payload), or as it is compared across rows. */
export function rowFieldPayload(rowField: FieldDef, value: unknown): unknown {
  const { toPayload } = fieldTypeOf(rowField);
  return toPayload ? toPayload(value, rowField) : value;
}

registerFieldType('list', {
  toForm: (value, field) => rowsOf(value).map((row) => mapRow(field, row, 'toForm')),
  // A row with nothing typed in any field is left out: an added row left blank is no row.
  toPayload: (value, field) =>
    rowsOf(value)
      .map((row) => mapRow(field, row, 'toPayload'))
      .filter((row) => Object.values(row).some((item) => !isEmptyValue(item))),
});

import { isShown, type FieldDef, type FormOptions } from '@/demoBackendSurface';
import type { Row } from '../../db';
import type { TextArgs } from './text';

type Generate = (field: FieldDef, args: TextArgs) => unknown;

const formOf = (field: FieldDef): FormOptions => (typeof field.form === 'object' ? field.form : {});

const key = (value: unknown) => JSON.stringify(value);

/**
 * A nested editor's rows that keep its own rules: one to three rows (within minRows/maxRows),
 * no repeated `unique` values, the `ascending` field rising row by row, a field its row's
 * `showWhen` hides left out.
 */
export function listRows(field: FieldDef, args: TextArgs, generate: Generate): Row[] {
  const options = formOf(field);
  const rowFields = Object.entries(field.of ?? {});
  const min = Math.max(options.minRows ?? 0, options.required ? 1 : 0, 1);
  const max = Math.max(min, Math.min(options.maxRows ?? 3, 3));
  const wanted = args.random.int(min, max);
  const rows: Row[] = [];
  // A few tries per row: a unique field with few values (two regions) may run out of them.
  for (let attempt = 0; attempt < wanted * 4 && rows.length < wanted; attempt += 1) {
    const row: Row = {};
    for (const [name, rowField] of rowFields) {
      const value = generate(rowField, { ...args, field: name });
      if (value !== undefined) row[name] = value;
    }
    // A row field hidden by another of the row (`showWhen`) stays empty, as the form leaves it.
    for (const [name, rowField] of rowFields) if (!isShown(rowField, row)) delete row[name];
    const repeats = (options.unique ?? []).some((name) =>
      rows.some((other) => key(other[name]) === key(row[name])),
    );
    if (!repeats) rows.push(row);
  }
  const rising = options.ascending;
  if (!rising) return rows;
  rows.sort((a, b) => Number(a[rising]) - Number(b[rising]));
  return rows.filter(
    (row, index) => index === 0 || Number(row[rising]) > Number(rows[index - 1][rising]),
  );
}

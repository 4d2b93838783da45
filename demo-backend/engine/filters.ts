import { fieldTypeOf, type FieldDef, type SchemaDef } from '@/demoBackendSurface';
import type { Row } from '../db';
import { toSeconds } from './dates';

type Predicate = (row: Row) => boolean;

/** Booleans travel as 1/0 but a query may say true/false. */
function normalised(value: string): string {
  if (value === 'true') return '1';
  if (value === 'false') return '0';
  return value;
}

/** Comma-separated values mean any of them. */
function exact(field: string, wanted: string): Predicate {
  const values = new Set(wanted.split(',').map((value) => normalised(value.trim())));
  return (row) => values.has(normalised(String(row[field] ?? '')));
}

function contains(field: string, wanted: string): Predicate {
  const needle = wanted.toLowerCase();
  return (row) =>
    String(row[field] ?? '')
      .toLowerCase()
      .includes(needle);
}

function secondsRange(field: string, start?: string, end?: string): Predicate | undefined {
  const from = toSeconds(start);
  const to = toSeconds(end, true);
  if (from === undefined && to === undefined) return undefined;
  return (row) => {
    const value = toSeconds(row[field]);
    return (
      value !== undefined &&
      (from === undefined || value >= from) &&
      (to === undefined || value <= to)
    );
  };
}

/** Months are 'YYYY-MM' text, which sorts like the months themselves. */
function monthRange(field: string, start?: string, end?: string): Predicate | undefined {
  if (!start && !end) return undefined;
  return (row) => {
    const value = String(row[field] ?? '');
    return (!start || value >= start) && (!end || value <= end);
  };
}

function predicatesOf(name: string, field: FieldDef, filters: Record<string, string>) {
  const value = filters[name];
  const start = filters[`${name}Start`];
  const end = filters[`${name}End`];
  const kind = fieldTypeOf(field).filter;
  if (kind === false) return [];
  if (kind === 'range') return [secondsRange(name, start, end)];
  if (kind === 'month') return [monthRange(name, start, end), value && exact(name, value)];
  if (value === undefined) return [];
  return [kind === 'contains' ? contains(name, value) : exact(name, value)];
}

/**
 * The rows matching a list's filters as the schema reads them: text by case-insensitive substring;
 * enums, references, numbers, booleans and the id exactly (a,b = either); dates by
 * `<field>Start`/`<field>End` (inclusive). `exactParams` are matched exactly too (route params).
 */
export function filterBySchema(
  rows: readonly Row[],
  schema: SchemaDef,
  filters: Record<string, string>,
  exactParams: readonly string[] = [],
): Row[] {
  const predicates: Predicate[] = [];
  for (const [name, field] of Object.entries(schema.fields)) {
    for (const predicate of predicatesOf(name, field, filters))
      if (predicate) predicates.push(predicate);
  }
  const handled = new Set(Object.keys(schema.fields));
  for (const name of [schema.id, ...exactParams]) {
    if (!handled.has(name) && filters[name] !== undefined)
      predicates.push(exact(name, filters[name]));
    handled.add(name);
  }
  return rows.filter((row) => predicates.every((predicate) => predicate(row)));
}

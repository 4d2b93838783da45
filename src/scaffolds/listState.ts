import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { FieldDef, SchemaDef } from '@/engine/types';

/** What a list shows, as kept in the URL so a view can be shared and survives a reload. */
export interface ListState {
  page: number;
  pageSize: number;
  sort?: { field: string; order: 'asc' | 'desc' };
  /** Filter values by field; date ranges as [from, to] in 'YYYY-MM-DD'. */
  filters: Record<string, string | string[]>;
}

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
const RESERVED = new Set(['page', 'pageSize', 'sort', 'drawer', 'id']);

function positive(value: string | null, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

const isRange = (field: FieldDef | undefined) =>
  field?.type === 'date' || field?.type === 'datetime';

/**
 * Reads the list state from URL search params: `page`, `pageSize`, `sort=<field>.<asc|desc>` and
 * one param per filter (ranges as `from,to`). Unknown fields are ignored.
 */
export function readListState(
  search: URLSearchParams,
  schema: SchemaDef,
  defaultPageSize = DEFAULT_PAGE_SIZE,
): ListState {
  const state: ListState = {
    page: positive(search.get('page'), 1),
    pageSize: positive(search.get('pageSize'), defaultPageSize),
    filters: {},
  };
  const sort = /^(\w+)\.(asc|desc)$/.exec(search.get('sort') ?? '');
  if (sort && schema.fields[sort[1]])
    state.sort = { field: sort[1], order: sort[2] as 'asc' | 'desc' };
  for (const [key, value] of search.entries()) {
    if (RESERVED.has(key) || value === '' || !schema.fields[key]) continue;
    const field = schema.fields[key];
    const multiple = typeof field.form === 'object' && field.form.multiple;
    state.filters[key] = isRange(field) || multiple ? value.split(',') : value;
  }
  return state;
}

/** Writes the list state into search params, keeping params that are not the list's (drawers). */
export function writeListState(
  state: ListState,
  previous: URLSearchParams,
  defaultPageSize = DEFAULT_PAGE_SIZE,
): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of previous.entries())
    if (key === 'drawer' || key === 'id') next.set(key, value);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.pageSize !== defaultPageSize) next.set('pageSize', String(state.pageSize));
  if (state.sort) next.set('sort', `${state.sort.field}.${state.sort.order}`);
  for (const [key, value] of Object.entries(state.filters)) {
    const text = Array.isArray(value) ? value.filter(Boolean).join(',') : value;
    if (text) next.set(key, text);
  }
  return next;
}

/** The Refine filters and sorters of a list state. */
export function toCrud(
  state: ListState,
  schema: SchemaDef,
): { filters: CrudFilter[]; sorters: CrudSort[] } {
  const filters: CrudFilter[] = Object.entries(state.filters).map(([field, value]) => {
    const def = schema.fields[field];
    if (isRange(def))
      return { field, operator: 'between', value: toSecondsRange(value as string[]) };
    const text = def?.type === 'text' || def?.type === 'email' || def?.type === 'mobile';
    return { field, operator: text ? 'contains' : 'eq', value };
  });
  const sorters: CrudSort[] = state.sort
    ? [{ field: state.sort.field, order: state.sort.order }]
    : [];
  return { filters, sorters };
}

/** A 'YYYY-MM-DD' range as 10-digit seconds, from the start of the first day to the end of the last. */
export function toSecondsRange([from, to]: string[]): [number | undefined, number | undefined] {
  const start = from ? Date.parse(`${from}T00:00:00`) / 1000 : undefined;
  const end = to ? Date.parse(`${to}T23:59:59`) / 1000 : undefined;
  return [start, end];
}

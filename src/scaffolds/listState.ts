import type { CrudFilter, CrudSort, LogicalFilter } from '@refinedev/core';
import { fieldTypeOf } from '@/engine/fieldTypes';
import type { FieldDef, SchemaDef } from '@/engine/types';

/**
 * What a list shows, as Refine's `useTable` holds it, and as the URL keeps it in a form people
 * can read and share: `?page=2&pageSize=50&sort=createTime.desc&status=1&createTime=2026-01-01,2026-01-31`
 * (one param per filter, several values and ranges comma-separated).
 */
export interface ListQuery {
  currentPage: number;
  pageSize: number;
  sorters: CrudSort[];
  filters: CrudFilter[];
}

/** Filter values by field, as the URL and the filter form hold them. */
export type FilterValues = Record<string, string | string[]>;

export const DEFAULT_PAGE_SIZE = 20;
/** The page sizes a list offers. */
export const PAGE_SIZES = [20, 50, 100] as const;
const MAX_PAGE_SIZE = Math.max(...PAGE_SIZES);
/** The URL params of a list itself; a filter field of the same name is not read from the URL. */
const LIST_PARAMS = ['page', 'pageSize', 'sort'] as const;
/** Params of the page around the list (the drawer open over it), never a filter. */
const PAGE_PARAMS = new Set(['drawer', 'id']);

function positive(value: string | null, fallback: number, max = Number.POSITIVE_INFINITY): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? Math.min(parsed, max) : fallback;
}

const isMultiple = (field: FieldDef) =>
  typeof field.form === 'object' && Boolean(field.form.multiple);

const filterFieldsOf = new WeakMap<SchemaDef, [string, FieldDef][]>();

/** The fields a list may be filtered by through its URL (a schema's never change). */
export function urlFilterFields(schema: SchemaDef): [string, FieldDef][] {
  let fields = filterFieldsOf.get(schema);
  if (!fields) {
    fields = Object.entries(schema.fields).filter(
      ([name, field]) =>
        field.filter &&
        fieldTypeOf(field).filter !== false &&
        !PAGE_PARAMS.has(name) &&
        !(LIST_PARAMS as readonly string[]).includes(name),
    );
    filterFieldsOf.set(schema, fields);
  }
  return fields;
}

/** Every URL param a list owns: its paging and sorting, and one per filter field. */
export function listParamsOf(schema: SchemaDef): string[] {
  return [...LIST_PARAMS, ...urlFilterFields(schema).map(([name]) => name)];
}

/**
 * The Refine filter of one field's value: text contains, a range of days is `between`, one value
 * is `eq`, several are `in`. Empty values give none.
 */
export function crudFilterOf(
  name: string,
  field: FieldDef,
  value: string | string[] | undefined,
): CrudFilter | undefined {
  if (value === undefined) return undefined;
  const kind = fieldTypeOf(field).filter;
  if (kind === 'range') {
    const [from = '', to = ''] = Array.isArray(value) ? value : value.split(',');
    return from || to ? { field: name, operator: 'between', value: [from, to] } : undefined;
  }
  const values = (Array.isArray(value) ? value : isMultiple(field) ? value.split(',') : [value])
    .map((item) => item.trim())
    .filter(Boolean);
  if (!values.length) return undefined;
  if (kind === 'contains') return { field: name, operator: 'contains', value: values.join(',') };
  if (values.length > 1 || isMultiple(field)) return { field: name, operator: 'in', value: values };
  return { field: name, operator: 'eq', value: values[0] };
}

/** Refine filters of the values of a list's filter fields (unknown fields are left out). */
export function crudFiltersOf(schema: SchemaDef, values: FilterValues): CrudFilter[] {
  return urlFilterFields(schema).flatMap(([name, field]) => {
    const filter = crudFilterOf(name, field, values[name]);
    return filter ? [filter] : [];
  });
}

/** The values of a list's filter fields in Refine filters (the inverse of crudFiltersOf). */
export function filterValuesOf(schema: SchemaDef, filters: readonly CrudFilter[]): FilterValues {
  const values: FilterValues = {};
  const fields = new Map(urlFilterFields(schema));
  for (const filter of filters) {
    if (!('field' in filter) || !fields.has(filter.field)) continue;
    const { field, value } = filter as LogicalFilter;
    if (value === undefined || value === null || value === '') continue;
    values[field] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return values;
}

/** Reads a list from its URL; bad or unknown params fall back to the defaults. */
export function readListQuery(
  search: URLSearchParams,
  schema: SchemaDef,
  defaultPageSize = DEFAULT_PAGE_SIZE,
): ListQuery {
  const sort = /^(\w+)\.(asc|desc)$/.exec(search.get('sort') ?? '');
  const values: FilterValues = {};
  for (const [name, field] of urlFilterFields(schema)) {
    const value = search.get(name);
    if (!value) continue;
    values[name] =
      fieldTypeOf(field).filter === 'range' || isMultiple(field) ? value.split(',') : value;
  }
  return {
    currentPage: positive(search.get('page'), 1),
    pageSize: positive(search.get('pageSize'), defaultPageSize, MAX_PAGE_SIZE),
    sorters:
      sort && schema.fields[sort[1]] ? [{ field: sort[1], order: sort[2] as 'asc' | 'desc' }] : [],
    filters: crudFiltersOf(schema, values),
  };
}

/**
 * A list as URL params: every param the list owns, undefined where it holds its default, so that
 * writing it over the current params removes what no longer applies.
 */
export function writeListQuery(
  query: Partial<ListQuery>,
  schema: SchemaDef,
  defaultPageSize = DEFAULT_PAGE_SIZE,
): Record<string, string | undefined> {
  const params: Record<string, string | undefined> = Object.fromEntries(
    listParamsOf(schema).map((name) => [name, undefined]),
  );
  if (query.currentPage && query.currentPage > 1) params.page = String(query.currentPage);
  if (query.pageSize && query.pageSize !== defaultPageSize)
    params.pageSize = String(query.pageSize);
  const [sorter] = query.sorters ?? [];
  if (sorter && schema.fields[sorter.field]) params.sort = `${sorter.field}.${sorter.order}`;
  for (const [name, value] of Object.entries(filterValuesOf(schema, query.filters ?? []))) {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text.replace(/,/g, '')) params[name] = text;
  }
  return params;
}

import type { CrudFilter, CrudSort, LogicalFilter } from '@refinedev/core';
import type { ResourceDef } from '@/engine/types';
import { DEFAULT_PAGE_SIZE, readListQuery } from './listState';

type RouteParams = Record<string, string | undefined>;

/** A list call as the page will make it. */
export interface ListCall {
  resource: string;
  currentPage: number;
  pageSize: number;
  filters: CrudFilter[];
  sorters: CrudSort[];
}
/** The record a list is embedded under, as filters: `{ clientId: 5 }` (a detail page's tab). */
export type ParentValues = Record<string, string | number>;

const eq = ([field, value]: [string, unknown]): CrudFilter => ({ field, operator: 'eq', value });

/**
 * The filters a list always sends: the owner its route names (`/client/bill/:clientId`), or the
 * record it is embedded under, and its declaration's fixed filters. Refine's `useTable` holds them
 * as permanent filters.
 */
export function permanentFiltersOf(
  resource: ResourceDef,
  routeParams: RouteParams,
  parent: ParentValues = {},
): CrudFilter[] {
  const fromRoute = Object.entries(resource.paramFilters ?? {})
    .filter(([, field]) => !(field in parent))
    .map(([param, field]) => eq([field, routeParams[param]]));
  const fromParent = Object.entries(parent).map(eq);
  const always = Object.entries(resource.fixedFilters ?? {})
    .filter(([field]) => !(field in parent))
    .map(eq);
  return [...fromRoute, ...fromParent, ...always];
}

export const pageSizeOf = (resource: ResourceDef) => resource.pageSize ?? DEFAULT_PAGE_SIZE;

/** Refine's filter identity: the same field with the same operator. */
const sameFilter = (a: CrudFilter, b: CrudFilter) =>
  (a as LogicalFilter).field === (b as LogicalFilter).field && a.operator === b.operator;

/** Each item once (the first of its kind), in order. */
function unique<T>(items: readonly T[], same: (a: T, b: T) => boolean): T[] {
  const kept: T[] = [];
  for (const item of items) if (!kept.some((other) => same(item, other))) kept.push(item);
  return kept;
}

/**
 * The filters Refine's `useTable` first asks with: its permanent filters, then the URL's that are
 * not on the same field and operator (Refine's setInitialFilters, then unionFilters), without an
 * empty value. Written out here so that the boot's prefetch does not load Refine to compute them;
 * tests/unit/scaffolds/listQuery.test.ts checks it against Refine's own.
 */
export function initialTableFilters(
  permanent: readonly CrudFilter[],
  fromUrl: readonly CrudFilter[],
): CrudFilter[] {
  const initial = [
    ...fromUrl.filter((f) => !permanent.some((p) => sameFilter(f, p))),
    ...permanent,
  ];
  return unique([...permanent, ...initial], sameFilter).filter(
    (filter) => filter.value !== undefined && filter.value !== null,
  );
}

/** The sorters Refine's `useTable` first asks with: one per field, with an order. */
export function initialTableSorters(fromUrl: readonly CrudSort[]): CrudSort[] {
  return unique(fromUrl, (a, b) => a.field === b.field).filter(
    (sorter) => sorter.order !== undefined && sorter.order !== null,
  );
}

/**
 * The first call a list page makes for its URL, exactly as Refine's `useTable` will make it
 * (its permanent filters first, then those of the URL): the boot asks for it early, and the page
 * finds the answer under the same key.
 */
export function firstListCall(
  resource: ResourceDef,
  search: string,
  routeParams: RouteParams,
): ListCall {
  const query = readListQuery(new URLSearchParams(search), resource.schema!, pageSizeOf(resource));
  return {
    resource: resource.name,
    currentPage: query.currentPage,
    pageSize: query.pageSize,
    filters: initialTableFilters(permanentFiltersOf(resource, routeParams), query.filters),
    sorters: initialTableSorters(query.sorters),
  };
}

/**
 * What a new record gets from where it is created: the fixed filters of its list, and the owner
 * its route names (a credit score added on /client/creditScore/5 belongs to client 5) or the
 * record it is embedded under (a detail page's tab). Route params are numbers unless declared as
 * text.
 */
export function valuesForNew(
  resource: ResourceDef,
  routeParams: RouteParams,
  parent: ParentValues = {},
): Record<string, string | number> {
  const values: Record<string, string | number> = { ...resource.fixedFilters };
  for (const [param, field] of Object.entries(resource.paramFilters ?? {})) {
    const value = routeParams[param];
    if (value === undefined) continue;
    values[field] = resource.params?.[param] === 'text' ? value : Number(value);
  }
  return { ...values, ...parent };
}

/**
 * The React Query key under which Refine's `useTable` (through `useList`) keeps this call's answer
 * on the default data provider: `meta` is what Refine merges into every query of the page, the
 * resource's own meta and the route's params (Refine's useMeta). Written out so that the boot can
 * prefetch a page's rows without loading Refine; tests/integration/prefetchedList.test.tsx checks
 * it against the key of a list Refine draws.
 */
export function listQueryKey(call: ListCall, meta: Record<string, unknown>): readonly unknown[] {
  const { resource, currentPage, pageSize, filters, sorters } = call;
  return [
    'data',
    'default',
    resource,
    'list',
    { ...meta, filters, pagination: { currentPage, pageSize, mode: 'server' }, sorters },
  ];
}

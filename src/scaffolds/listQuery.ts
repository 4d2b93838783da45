import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { ResourceDef } from '@/engine/types';
import { toCrud, type ListState } from './listState';

/**
 * The filters and sorters a list asks its backend for: the fixed ones of its route and
 * declaration first, then those of its state.
 */
export function listQueryOf(
  resource: ResourceDef,
  state: ListState,
  routeParams: Record<string, string | undefined>,
): { filters: CrudFilter[]; sorters: CrudSort[] } {
  const crud = toCrud(state, resource.schema!);
  const fromRoute = Object.entries(resource.paramFilters ?? {}).map(
    ([param, field]): CrudFilter => ({ field, operator: 'eq', value: routeParams[param] }),
  );
  const always = Object.entries(resource.fixedFilters ?? {}).map(([field, value]): CrudFilter => ({
    field,
    operator: 'eq',
    value,
  }));
  return { filters: [...fromRoute, ...always, ...crud.filters], sorters: crud.sorters };
}

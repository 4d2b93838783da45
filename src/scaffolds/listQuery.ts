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

/**
 * What a new record gets from where it is created: the fixed filters of its list, and the owner
 * its route names (a credit score added on /client/creditScore/5 belongs to client 5). Route
 * params are numbers unless declared as text.
 */
export function valuesForNew(
  resource: ResourceDef,
  routeParams: Record<string, string | undefined>,
): Record<string, string | number> {
  const values: Record<string, string | number> = { ...resource.fixedFilters };
  for (const [param, field] of Object.entries(resource.paramFilters ?? {})) {
    const value = routeParams[param];
    if (value === undefined) continue;
    values[field] = resource.params?.[param] === 'text' ? value : Number(value);
  }
  return values;
}

import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { ResourceDef } from '@/engine/types';
import { pageSizeOf, permanentFiltersOf, type ParentValues } from '../listQuery';
import { useListTable } from './useListTable';

type Row = Record<string, unknown>;

const NO_PARAMS = {};

/**
 * A list's rows and table state (Refine's `useTable`, kept in the URL unless embedded): the
 * filters its route, its parent record and its declaration always send, and the user's own.
 */
export function useListRows(resource: ResourceDef, embedded: boolean, parent?: ParentValues) {
  const routeParams = useParams();
  const paramsKey = JSON.stringify(embedded ? NO_PARAMS : routeParams);
  const parentKey = JSON.stringify(parent ?? NO_PARAMS);
  const permanent = useMemo(
    () => permanentFiltersOf(resource, JSON.parse(paramsKey), JSON.parse(parentKey)),
    [resource, paramsKey, parentKey],
  );
  const table = useListTable<Row>(
    {
      resource: resource.name,
      syncWithLocation: !embedded,
      pagination: { pageSize: pageSizeOf(resource) },
      filters: { permanent, defaultBehavior: 'replace' },
      successNotification: false,
      errorNotification: false,
    },
    pageSizeOf(resource),
  );
  const { filters, result } = table;
  const rows = useMemo(() => result.data ?? [], [result.data]);
  // The user's own filters: those of the route and the declaration are not theirs to change.
  const ownFilters = useMemo(
    () =>
      filters.filter(
        (filter) =>
          !permanent.some(
            (fixed) => 'field' in fixed && 'field' in filter && fixed.field === filter.field,
          ),
      ),
    [filters, permanent],
  );
  return { ...table, rows, ownFilters };
}

export type ListRows = ReturnType<typeof useListRows>;

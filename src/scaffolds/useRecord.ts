import { useList, useOne, type BaseRecord } from '@refinedev/core';
import type { ResourceDef } from '@/engine/types';

/**
 * One record of a resource, for the edit and details drawers: from its detail endpoint when
 * declared, else from the list endpoint filtered by id (so a shared drawer URL still works).
 */
export function useRecord(resource: ResourceDef, id: string | null) {
  const idField = resource.schema?.id ?? 'id';
  const hasOne = Boolean(resource.endpoints?.one);
  const enabled = id !== null;
  const one = useOne<BaseRecord>({
    resource: resource.name,
    id: id ?? '',
    queryOptions: { enabled: enabled && hasOne },
  });
  const list = useList<BaseRecord>({
    resource: resource.name,
    filters: [{ field: idField, operator: 'eq', value: id }],
    pagination: { currentPage: 1, pageSize: 1 },
    queryOptions: { enabled: enabled && !hasOne },
  });
  const query = hasOne ? one.query : list.query;
  const record = hasOne ? one.result : list.result.data[0];
  return {
    record: record as Record<string, unknown> | undefined,
    isLoading: enabled && query.isLoading,
    isError: query.isError,
    notFound: enabled && !query.isLoading && !query.isError && !record,
  };
}

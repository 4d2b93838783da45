import { useCustom, type CrudFilter } from '@refinedev/core';
import { useMemo } from 'react';
import { parseEndpoint } from '@/data/contract';
import { filtersToParams } from '@/data/dataProvider';
import type { ResourceDef } from '@/engine/types';
import { totalsOfAnswer, totalsOfRows, type Totals } from './totals';

type Row = Record<string, unknown>;

/**
 * A list's totals, when its declaration names some: the backend's sum of the whole filter where
 * it has a sum call, else the sum of the page's rows (in the browser, exactly, per currency).
 */
export function useListTotals(
  resource: ResourceDef,
  rows: readonly Row[],
  filters: readonly CrudFilter[],
): { totals: Totals; scope: 'page' | 'filter' } | null {
  const declared = resource.totals;
  const endpoint = declared?.call ? parseEndpoint(declared.call) : null;
  const params = filtersToParams([...filters]);
  const isGet = endpoint?.method === 'GET';
  const { result } = useCustom({
    url: endpoint?.path ?? '',
    method: isGet ? 'get' : 'post',
    config: isGet ? { query: params } : { payload: params },
    meta: { service: resource.service, resource: resource.name, operation: 'read' },
    queryOptions: { enabled: Boolean(endpoint) },
    errorNotification: false,
  });
  const answer = result?.data;
  return useMemo(() => {
    if (!declared || !resource.schema) return null;
    if (!endpoint) return { totals: totalsOfRows(resource.schema, declared, rows), scope: 'page' };
    return { totals: totalsOfAnswer(resource.schema, declared, answer), scope: 'filter' };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [declared, resource.schema, rows, answer, Boolean(endpoint)]);
}

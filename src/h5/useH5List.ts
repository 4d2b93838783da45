import type { CrudFilter } from '@refinedev/core';
import { useCallback, useRef, useState } from 'react';
import { dataProvider } from '@/data';
import type { ResourceDef } from '@/engine/types';
import { permanentFiltersOf, pageSizeOf } from '@/scaffolds/listQuery';

type Row = Record<string, unknown>;

/**
 * A resource's list page by page, through the console's data provider (its rights check, its
 * endpoints, its reading of answers): `loadMore` asks for the next page, `refresh` starts over.
 * An answer that comes after the list was started over is dropped.
 */
export function useH5List(resource: ResourceDef, filters: CrudFilter[]) {
  const [rows, setRows] = useState<Row[]>([]);
  const [hasMore, setHasMore] = useState(true);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const page = useRef(0);
  const generation = useRef(0);

  const fetchPage = useCallback(
    async (currentPage: number) => {
      const pageSize = pageSizeOf(resource);
      const { data, total } = await dataProvider.getList({
        resource: resource.name,
        pagination: { currentPage, pageSize, mode: 'server' },
        filters: [...permanentFiltersOf(resource, {}), ...filters],
        sorters: [],
      });
      const received = Array.isArray(data) ? (data as Row[]) : [];
      const more = received.length > 0 && currentPage * pageSize < Number(total ?? 0);
      return { received, more };
    },
    [resource, filters],
  );

  const loadMore = useCallback(async () => {
    const mine = generation.current;
    const next = page.current + 1;
    try {
      const { received, more } = await fetchPage(next);
      if (mine !== generation.current) return;
      page.current = next;
      setRows((before) => (next === 1 ? received : [...before, ...received]));
      setHasMore(more);
      setFailed(false);
    } catch {
      if (mine !== generation.current) return;
      // Stops asking for more until the user retries (the data layer has said why).
      setHasMore(false);
      setFailed(true);
    } finally {
      if (mine === generation.current) setLoaded(true);
    }
  }, [fetchPage]);

  const refresh = useCallback(async () => {
    generation.current += 1;
    page.current = 0;
    setHasMore(true);
    await loadMore().catch(() => undefined);
  }, [loadMore]);

  return { rows, hasMore, failed, loaded, loadMore, refresh };
}

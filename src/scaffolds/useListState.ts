import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SchemaDef } from '@/engine/types';
import { DEFAULT_PAGE_SIZE, readListState, writeListState, type ListState } from './listState';

/**
 * The list state of a page, kept in the URL (shareable, survives reload); lists shown inside
 * another page (related tabs) keep theirs locally.
 */
export function useListState(
  schema: SchemaDef,
  inUrl: boolean,
  defaultPageSize = DEFAULT_PAGE_SIZE,
) {
  const [search, setSearch] = useSearchParams();
  const [local, setLocal] = useState<ListState>({
    page: 1,
    pageSize: defaultPageSize,
    filters: {},
  });
  const fromUrl = useMemo(
    () => readListState(search, schema, defaultPageSize),
    [search, schema, defaultPageSize],
  );
  const state = inUrl ? fromUrl : local;

  const update = useCallback(
    (change: Partial<ListState>) => {
      const next = { ...state, ...change };
      if (inUrl) setSearch((previous) => writeListState(next, previous, defaultPageSize));
      else setLocal(next);
    },
    [state, inUrl, setSearch, defaultPageSize],
  );
  return [state, update] as const;
}

/** Which drawer is open over the list (`?drawer=create|edit|show&id=…`), also in the URL. */
export function useDrawerParam() {
  const [search, setSearch] = useSearchParams();
  const drawer = search.get('drawer') as 'create' | 'edit' | 'show' | null;
  const id = search.get('id');
  const open = useCallback(
    (next: 'create' | 'edit' | 'show', recordId?: unknown) =>
      setSearch((previous) => {
        const params = new URLSearchParams(previous);
        params.set('drawer', next);
        if (recordId === undefined) params.delete('id');
        else params.set('id', String(recordId));
        return params;
      }),
    [setSearch],
  );
  const close = useCallback(
    () =>
      setSearch((previous) => {
        const params = new URLSearchParams(previous);
        params.delete('drawer');
        params.delete('id');
        return params;
      }),
    [setSearch],
  );
  return { drawer, id, open, close };
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type DrawerKind = 'create' | 'edit' | 'show';

/**
 * Which drawer is open over a list (`?drawer=create|edit|show&id=…`): in the URL, so an open
 * record can be shared and survives a reload.
 */
export function useDrawerParam() {
  const [search, setSearch] = useSearchParams();
  const value = search.get('drawer');
  const drawer = value === 'create' || value === 'edit' || value === 'show' ? value : null;
  const id = search.get('id');
  const open = useCallback(
    (next: DrawerKind, recordId?: unknown) =>
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

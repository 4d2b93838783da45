import { useCallback, useState } from 'react';
import type { DrawerKind } from './useDrawerParam';

/**
 * Which drawer is open over an embedded list (a detail page's tab): kept in the component, so it
 * does not take over the page's own `?drawer=` (the detail page's edit form).
 */
export function useLocalDrawer() {
  const [state, setState] = useState<{ drawer: DrawerKind; id: string | null } | null>(null);
  const open = useCallback(
    (next: DrawerKind, recordId?: unknown) =>
      setState({ drawer: next, id: recordId === undefined ? null : String(recordId) }),
    [],
  );
  const close = useCallback(() => setState(null), []);
  return { drawer: state?.drawer ?? null, id: state?.id ?? null, open, close };
}

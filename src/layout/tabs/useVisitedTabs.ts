import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { matchRoute } from '@/engine/routeMatch';
import { HOME_ROUTE } from '@/auth/redirects';
import { useSessionUser } from '@/auth/useSession';
import {
  closeOtherTabs,
  closeTab,
  parseStoredTabs,
  pathAfterClosing,
  refreshPathOf,
  samePage,
  tabPathOf,
  visitTab,
  VISITED_TABS_STORAGE_KEY,
  type VisitedTab,
} from './visitedTabs';

/** Whose tabs are stored: another user signing in in this tab starts with none of them. */
const OWNER_KEY = `${VISITED_TABS_STORAGE_KEY}.owner`;

function readStoredTabs(owner: string): VisitedTab[] {
  try {
    if (sessionStorage.getItem(OWNER_KEY) !== owner) return [];
    return parseStoredTabs(sessionStorage.getItem(VISITED_TABS_STORAGE_KEY));
  } catch {
    return [];
  }
}

export interface VisitedTabsApi {
  tabs: VisitedTab[];
  /** The tab of the page shown now (also while it is being refreshed). */
  activePath: string;
  open: (path: string) => void;
  close: (path: string) => void;
  closeOthers: (path: string) => void;
  /** Reopens a page (remounting it) through `/redirect/<path>`. */
  refresh: (path: string) => void;
}

/**
 * The visited-page tabs, following the route and kept in sessionStorage so a reload keeps them
 * (for their user only: another user signing in starts afresh).
 * Only declared routes become tabs (not the 404 page or the refresh route).
 */
export function useVisitedTabs(): VisitedTabsApi {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const owner = String(useSessionUser()?.adminId ?? '');
  const [tabs, setTabs] = useState<VisitedTab[]>(() => readStoredTabs(owner));
  const activePath = tabPathOf(pathname, search);
  const isPage = !!matchRoute(pathname);
  // Another identity in this tab (a switch): its own tabs, none of the one before.
  const [tabsOwner, setTabsOwner] = useState(owner);
  if (owner && tabsOwner !== owner) {
    setTabsOwner(owner);
    setTabs(isPage ? visitTab([], activePath) : []);
  }

  useEffect(() => {
    if (isPage) setTabs((current) => visitTab(current, activePath));
  }, [isPage, activePath]);

  useEffect(() => {
    // Between two users (the session ending) nothing is written: the tabs are someone's.
    if (!owner) return;
    try {
      sessionStorage.setItem(OWNER_KEY, owner);
      sessionStorage.setItem(VISITED_TABS_STORAGE_KEY, JSON.stringify(tabs));
    } catch {
      // Storage full or denied: the tabs still work for this page's life.
    }
  }, [owner, tabs]);

  const open = useCallback(
    (path: string) => {
      // The page left keeps the address it has now: a list writes its paging into the address
      // at once, before the router's render of it (which the navigation may overtake).
      const here = tabPathOf(window.location.pathname, window.location.search);
      if (isPage) setTabs((current) => visitTab(current, here));
      void navigate(path);
    },
    [isPage, navigate],
  );

  const close = useCallback(
    (path: string) => {
      setTabs((current) => closeTab(current, path));
      if (samePage(path, activePath)) void navigate(pathAfterClosing(tabs, path) ?? HOME_ROUTE);
    },
    [activePath, navigate, tabs],
  );

  const closeOthers = useCallback(
    (path: string) => {
      setTabs((current) => closeOtherTabs(current, path));
      if (!samePage(path, activePath)) void navigate(path);
    },
    [activePath, navigate],
  );

  const refresh = useCallback(
    (path: string) => void navigate(refreshPathOf(path), { replace: samePage(path, activePath) }),
    [activePath, navigate],
  );

  return { tabs, activePath, open, close, closeOthers, refresh };
}

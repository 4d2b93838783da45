/**
 * The visited-page tabs (SPEC §2, §9): only the last three visited pages are remembered.
 * A page is its pathname: paging, sorting or filtering a list stays in its tab, which leads back
 * to the latest address the page had. A tab keeps its place when visited again; when a fourth
 * page is opened, the tab visited least recently gives way, and the new tab goes last.
 */
export const VISITED_TABS_LIMIT = 3;
export const VISITED_TABS_STORAGE_KEY = 'visitedTabs';
/** The prefix of the refresh route: `/redirect/<path>` reopens `<path>`. */
export const REDIRECT_PREFIX = '/redirect';

export interface VisitedTab {
  /** pathname + search: where the tab leads (its pathname is the page it stands for). */
  path: string;
  /** Visit order: higher is more recent. */
  visited: number;
}

const lastVisit = (tabs: readonly VisitedTab[]) => Math.max(0, ...tabs.map((tab) => tab.visited));

/** The page a path shows: its pathname, without the query. */
export function pageOfPath(path: string): string {
  const query = path.indexOf('?');
  return query < 0 ? path : path.slice(0, query);
}

/** Whether two paths show the same page (whatever their queries). */
export function samePage(a: string, b: string): boolean {
  return pageOfPath(a) === pageOfPath(b);
}

export function visitTab(
  tabs: readonly VisitedTab[],
  path: string,
  limit = VISITED_TABS_LIMIT,
): VisitedTab[] {
  const visited = lastVisit(tabs) + 1;
  if (tabs.some((tab) => samePage(tab.path, path))) {
    return tabs.map((tab) => (samePage(tab.path, path) ? { path, visited } : tab));
  }
  const kept = [...tabs];
  while (kept.length >= limit) {
    const oldest = kept.reduce((a, b) => (b.visited < a.visited ? b : a));
    kept.splice(kept.indexOf(oldest), 1);
  }
  return [...kept, { path, visited }];
}

export function closeTab(tabs: readonly VisitedTab[], path: string): VisitedTab[] {
  return tabs.filter((tab) => !samePage(tab.path, path));
}

export function closeOtherTabs(tabs: readonly VisitedTab[], path: string): VisitedTab[] {
  return tabs.filter((tab) => samePage(tab.path, path));
}

/** Where to go after closing the active tab: the most recently visited of the others. */
export function pathAfterClosing(tabs: readonly VisitedTab[], path: string): string | undefined {
  const others = closeTab(tabs, path);
  if (!others.length) return undefined;
  return others.reduce((a, b) => (b.visited > a.visited ? b : a)).path;
}

/** The page a location shows: the refresh route stands for the page it reopens. */
export function tabPathOf(pathname: string, search: string): string {
  const page = pathname.startsWith(`${REDIRECT_PREFIX}/`)
    ? pathname.slice(REDIRECT_PREFIX.length)
    : pathname;
  return `${page}${search}`;
}

export function refreshPathOf(path: string): string {
  return `${REDIRECT_PREFIX}${path}`;
}

/** Tabs read back from storage; anything malformed is dropped. */
export function parseStoredTabs(raw: string | null, limit = VISITED_TABS_LIMIT): VisitedTab[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const valid = value.filter(
      (item): item is VisitedTab =>
        typeof item?.path === 'string' &&
        item.path.startsWith('/') &&
        typeof item.visited === 'number',
    );
    // One tab per page: of tabs stored for the same page, the latest visit stands.
    const unique = valid.filter(
      (tab) =>
        !valid.some((other) => samePage(other.path, tab.path) && other.visited > tab.visited),
    );
    return unique.slice(-limit).map(({ path, visited }) => ({ path, visited }));
  } catch {
    return [];
  }
}

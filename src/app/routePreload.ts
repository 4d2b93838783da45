import { matchRoute } from '@/engine/routeMatch';
import { pageOf } from './pages';
import { prefetchListRoute } from './prefetchList';

/**
 * How long the console waits for a list's prefetched rows before it draws the page without them
 * (then under its spinner). Drawn before its answer has been read, a list draws itself twice.
 */
const ROWS_WAIT_MS = 1000;

/**
 * Starts loading a route's page, and the first rows of a list page, before the router asks for
 * them. Kept apart from the console's code so that both load at the same time. Resolves once the
 * page's code is there and its first rows too (or ROWS_WAIT_MS has passed): the page then draws
 * its rows in its first render.
 */
export async function preloadRoute(pathname: string, search: string): Promise<void> {
  const match = matchRoute(pathname);
  if (!match) return;
  const rows = prefetchListRoute(match, search).catch(() => undefined);
  const rowsOrTimeUp = Promise.race([
    rows,
    new Promise<void>((resolve) => setTimeout(resolve, ROWS_WAIT_MS)),
  ]);
  await Promise.all([pageOf(match.resource).preload(), rowsOrTimeUp]);
}

import { matchRoute } from '@/engine/routeMatch';
import { pageOf } from './pages';
import { prefetchListRoute } from './prefetchList';

/**
 * Starts loading a route's page, and the first rows of a list page, before the router asks for
 * them. Kept apart from the console's code so that both load at the same time.
 */
export async function preloadRoute(pathname: string, search: string): Promise<void> {
  const match = matchRoute(pathname);
  if (!match) return;
  void prefetchListRoute(match, search);
  await pageOf(match.resource).preload();
}

// The declarations are in the engine's registry before anything here reads it.
import './declarations';
import { hashKey, type Query } from '@tanstack/react-query';
import { abilityFor } from '@/access/ability';
import { canOpen } from '@/access/routeAccess';
import { session } from '@/auth/session';
import { isBlockedSaleAgent, loadUser } from '@/auth/userLoader';
import { dataProvider } from '@/data';
import { paramsValid, type RouteMatch } from '@/engine/registry';
import { firstListCall, listQueryKey } from '@/scaffolds/listQuery';
import { queryClient } from './queryClient';
import { refineResourceMeta } from './refineResourceMeta';

/** A prefetched answer is for the page being opened, not for a visit much later. */
const FRESH_MS = 10_000;

/**
 * Fresh while it is still the prefetched answer and just fetched: the page mounting on it draws
 * its rows at once and asks nothing more. Any later answer (a refresh, a change) is stale at once,
 * as every other query's.
 */
const freshWhilePrefetched = (query: Query) =>
  query.state.dataUpdateCount === 1 && Date.now() - query.state.dataUpdatedAt < FRESH_MS
    ? FRESH_MS
    : 0;

/**
 * The rules a prefetched list follows until the page it was made for mounts on it: fresh (no
 * second call as it mounts) and, when it failed, failed (the page shows that failure, already
 * reported once, instead of asking again). Then, or once the query leaves the cache (the session
 * ended), the list's usual rules.
 */
function keepForItsPage(queryKey: readonly unknown[]) {
  queryClient.setQueryDefaults(queryKey, { staleTime: freshWhilePrefetched, retryOnMount: false });
  const cache = queryClient.getQueryCache();
  const stop = cache.subscribe(({ type, query }) => {
    if (type !== 'observerAdded' && type !== 'removed') return;
    if (hashKey(query.queryKey) !== hashKey(queryKey)) return;
    stop();
    queryClient.setQueryDefaults(queryKey, {});
  });
}

/**
 * Asks for the first page of a list route while the page's code is still loading, exactly as the
 * page will ask for it (its URL state, route params and fixed filters), into React Query's cache
 * under the key the page's `useTable` reads: the page then finds its rows there, or on their way
 * (React Query asks once for a key), or the call's failure, reported once. Only for a user who may
 * open the route.
 */
export async function prefetchListRoute({ resource, params }: RouteMatch, search: string) {
  if (resource.page || !resource.schema || !paramsValid(resource, params)) return;
  const user = session.getUser() ?? (await loadUser().catch(() => null));
  if (!user || isBlockedSaleAgent(user) || !canOpen(abilityFor(user), user, resource)) return;
  const call = firstListCall(resource, search, params);
  const queryKey = listQueryKey(call, { ...refineResourceMeta, ...params });
  keepForItsPage(queryKey);
  const { currentPage, pageSize, filters, sorters } = call;
  await queryClient.prefetchQuery({
    queryKey,
    queryFn: () =>
      dataProvider.getList({
        resource: resource.name,
        pagination: { currentPage, pageSize },
        filters,
        sorters,
      }),
  });
}

import { keepPreviousData, QueryClient } from '@tanstack/react-query';

/**
 * A console's React Query client, with the defaults Refine gives the one it would create itself
 * (no refetch on window focus; a new page, sort or filter keeps the previous rows under its
 * spinner). Queries are not retried: the data layer sends a read again itself when it fails on
 * the way (src/data/http.ts) and shows the failure once; an answer of the backend (an error code)
 * does not change on a retry, and a failing page shows its error at once.
 *
 * A call is sent whatever the browser says of the network (`networkMode: 'always'`): offline it
 * fails at once with SPEC §8's network message (shown once, as every error) and the page says it
 * is offline, rather than waiting in silence. When the browser is back online, React Query's
 * online manager sends the failed reads of the pages on screen again by themselves
 * (`refetchOnReconnect`: a failed read holds no data, so it is stale).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        networkMode: 'always',
        placeholderData: keepPreviousData,
      },
      mutations: { networkMode: 'always' },
    },
  });
}

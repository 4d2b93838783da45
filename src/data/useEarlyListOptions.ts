import type { GetListResponse } from '@refinedev/core';
import { useRef, useState } from 'react';
import { FRESH_MS, takeArrivedList, type ListCall } from './earlyLists';

/**
 * Query options for a list's first call that start it with its early answer when that answer has
 * already arrived: the rows are drawn in the page's first render. React Query asks for initial
 * data once per query it creates, and only the first one the page creates (the call the answer
 * belongs to) gets it; another page, sort or filter asks the backend as usual.
 */
export function useEarlyListOptions<T>(call: ListCall | null) {
  const [arrived] = useState(() => (call ? takeArrivedList(call) : undefined));
  const used = useRef(false);
  if (!arrived) return undefined;
  return {
    initialData: () => {
      if (used.current) return undefined;
      used.current = true;
      return arrived.answer as GetListResponse<T>;
    },
    initialDataUpdatedAt: arrived.at,
    // Just fetched: no second request when the page mounts.
    staleTime: (query: { state: { dataUpdatedAt: number } }) =>
      query.state.dataUpdatedAt === arrived.at ? FRESH_MS : 0,
  };
}

import type { GetListResponse } from '@refinedev/core';
import { useState } from 'react';
import { FRESH_MS, listCallKey, takeArrivedList, type ListCall } from './earlyLists';

/**
 * Query options for `useList` that start a list with its early answer when that answer has
 * already arrived: the rows are drawn in the page's first render. Only for the call the answer
 * belongs to; another page, sort or filter asks the backend as usual.
 */
export function useEarlyListOptions<T>(call: ListCall) {
  const [arrived] = useState(() => takeArrivedList(call));
  if (!arrived || arrived.key !== listCallKey(call)) return undefined;
  return {
    initialData: arrived.answer as GetListResponse<T>,
    initialDataUpdatedAt: arrived.at,
    // Just fetched: no second request when the page mounts.
    staleTime: FRESH_MS,
  };
}

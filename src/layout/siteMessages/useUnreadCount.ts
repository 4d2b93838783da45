import { keys } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminApi } from '@/data';
import { unreadCountOf } from '@/data/answers/unreadCount';

/** Unread polling interval (SPEC §7, §9). */
export const UNREAD_POLL_INTERVAL_MS = 600000;

const UNREAD_COUNT_ENDPOINT = 'GET /siteSend/getUnReadSiteMessageCount/admin';
const REFRESH_EVENT = 'siteMessages:refresh';

/** Asks the top-bar badge to fetch the unread count now (e.g. after messages were read). */
export function refreshUnreadCount(): void {
  window.dispatchEvent(new Event(REFRESH_EVENT));
}

/**
 * The count is kept with the lists of the message centre (resources/news.ts): whatever Refine
 * refreshes them after (messages marked read, one or a batch) refreshes the count too.
 */
const unreadCountKey = (recId: number | undefined) => [
  ...keys().data('default').resource('newsCentre').action('list').get(),
  'unreadCount',
  recId,
];

/**
 * The signed-in user's unread site-message count, polled by React Query: every 10 minutes while
 * the page is visible, not while it is hidden, and at once when it becomes visible again after
 * the interval has passed (a focus refetch of a count older than the interval).
 */
export function useUnreadCount(recId: number | undefined): number {
  const { data, refetch } = useQuery({
    queryKey: unreadCountKey(recId),
    // A background call: quiet; a failure keeps the last count until the next poll. The answer
    // is read through its declared shape (src/data/answers/unreadCount.ts).
    queryFn: () => adminApi.call(UNREAD_COUNT_ENDPOINT, { recId }, true).then(unreadCountOf),
    enabled: recId !== undefined,
    refetchInterval: UNREAD_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    staleTime: UNREAD_POLL_INTERVAL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });

  useEffect(() => {
    if (recId === undefined) return;
    const onRefresh = () => void refetch();
    window.addEventListener(REFRESH_EVENT, onRefresh);
    return () => window.removeEventListener(REFRESH_EVENT, onRefresh);
  }, [recId, refetch]);

  return recId === undefined ? 0 : (data ?? 0);
}

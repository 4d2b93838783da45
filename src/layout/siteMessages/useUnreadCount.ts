import { useEffect, useState } from 'react';
import { adminApi } from '@/data';
import { pollWhileVisible } from './pollWhileVisible';

/** Unread polling interval (SPEC §7, §9). */
export const UNREAD_POLL_INTERVAL_MS = 600000;

const UNREAD_COUNT_ENDPOINT = 'GET /siteSend/getUnReadSiteMessageCount/admin';
const REFRESH_EVENT = 'siteMessages:refresh';

/** Asks the top-bar badge to fetch the unread count now (e.g. after messages were read). */
export function refreshUnreadCount(): void {
  window.dispatchEvent(new Event(REFRESH_EVENT));
}

/** The signed-in user's unread site-message count, polled while the page is visible. */
export function useUnreadCount(recId: number | undefined): number {
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (recId === undefined) return;
    let alive = true;
    const fetchCount = () => {
      // A background call: quiet, a failure keeps the last count.
      adminApi
        .call<{ messageCount: number }>(UNREAD_COUNT_ENDPOINT, { recId }, true)
        .then(({ messageCount }) => {
          if (alive) setCount(Number(messageCount) || 0);
        })
        .catch(() => undefined);
    };
    const stop = pollWhileVisible(fetchCount, UNREAD_POLL_INTERVAL_MS);
    window.addEventListener(REFRESH_EVENT, fetchCount);
    return () => {
      alive = false;
      stop();
      window.removeEventListener(REFRESH_EVENT, fetchCount);
    };
  }, [recId]);

  return recId === undefined ? 0 : count;
}

import type { PullToRefresh as PullToRefreshType } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';

type PullToRefresh = typeof PullToRefreshType;

const loadPullToRefresh = () => import('./H5PullToRefresh');

/**
 * Cards that refresh when pulled down: antd-mobile's `PullToRefresh`, loaded once the cards are
 * `ready` (shown). Nobody pulls a list they have not seen, and its gesture and spring libraries
 * weigh about a fifth of the mobile pages' own chunk. Until it arrives the cards stand alone.
 */
export function H5Refreshable({
  ready,
  onRefresh,
  children,
}: {
  ready: boolean;
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [Pull, setPull] = useState<PullToRefresh | null>(null);
  useEffect(() => {
    if (!ready || Pull) return;
    let alive = true;
    loadPullToRefresh()
      .then((module) => alive && setPull(() => module.PullToRefresh))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [ready, Pull]);
  return Pull ? <Pull onRefresh={onRefresh}>{children}</Pull> : <>{children}</>;
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSessionUser } from '@/auth/useSession';
import { DEMO_DATA_RESET_EVENT } from './demoEvents';

/**
 * Cached data (option lists included) belongs to one identity: dropped when the user signs out
 * or becomes someone else; fetched again after a demo data reset. The user arriving at boot is
 * no change: the page may already have asked for its rows, and dropping them would cut it off
 * from later refreshes.
 */
export function SessionCacheReset() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const previous = useRef<number | null>(null);
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    window.addEventListener(DEMO_DATA_RESET_EVENT, refetch);
    return () => window.removeEventListener(DEMO_DATA_RESET_EVENT, refetch);
  }, [queryClient]);
  useEffect(() => {
    const adminId = user?.adminId ?? null;
    if (previous.current !== null && previous.current !== adminId) queryClient.clear();
    previous.current = adminId;
  }, [user, queryClient]);
  return null;
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSessionUser } from '@/auth/useSession';
import { DEMO_DATA_RESET_EVENT } from './demoEvents';

/**
 * Cached data (option lists included) belongs to one identity: dropped when it changes; fetched
 * again after a demo data reset.
 */
export function SessionCacheReset() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const previous = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    window.addEventListener(DEMO_DATA_RESET_EVENT, refetch);
    return () => window.removeEventListener(DEMO_DATA_RESET_EVENT, refetch);
  }, [queryClient]);
  useEffect(() => {
    const adminId = user?.adminId ?? null;
    if (previous.current !== undefined && previous.current !== adminId) queryClient.clear();
    previous.current = adminId;
  }, [user, queryClient]);
  return null;
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSessionUser } from '@/auth/useSession';

/** Cached data (option lists included) belongs to one identity: dropped when it changes. */
export function SessionCacheReset() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const previous = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    const adminId = user?.adminId ?? null;
    if (previous.current !== undefined && previous.current !== adminId) queryClient.clear();
    previous.current = adminId;
  }, [user, queryClient]);
  return null;
}

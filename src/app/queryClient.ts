import type { QueryClient } from '@tanstack/react-query';
import { session as appSession, type Session } from '@/auth/session';
import { createQueryClient } from '@/data/queryClient';

/**
 * Cached data (option lists included) belongs to one identity: dropped when the user signs out,
 * the session ends or the user becomes someone else, whether or not a console is mounted then.
 * The user arriving at boot is no change: the boot's prefetched rows are theirs.
 */
export function dropCacheOnIdentityChange(queryClient: QueryClient, session: Session): () => void {
  let owner = session.getUser()?.adminId ?? null;
  return session.subscribe(() => {
    const adminId = session.getUser()?.adminId ?? null;
    if (owner !== null && adminId !== owner) queryClient.clear();
    owner = adminId;
  });
}

/**
 * The default console's React Query client: the boot prefetches a list's first page into it
 * (src/app/prefetchList.ts) before Refine, which is handed this client, mounts.
 */
export const queryClient = createQueryClient();
dropCacheOnIdentityChange(queryClient, appSession);

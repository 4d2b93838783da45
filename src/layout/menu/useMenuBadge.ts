import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { mainApi } from '@/data';

const BADGE_REFRESH_MS = 600000;

/** A count as a backend may answer it: a number, numeric text, or `{ count }` / `{ total }`. */
export function countOf(answer: unknown): number | undefined {
  const value =
    answer !== null && typeof answer === 'object'
      ? ((answer as Record<string, unknown>).count ?? (answer as Record<string, unknown>).total)
      : answer;
  const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : undefined;
}

/**
 * The count beside a menu entry (`menu.badge`): asked for with the menu, every 10 minutes while
 * the page is visible, and again after every change the console makes (any mutation that
 * succeeds: an action on a work order changes what waits). Quiet: a failure keeps the last count.
 */
export function useMenuBadge(name: string, endpoint: string | undefined): number | undefined {
  const queryClient = useQueryClient();
  const { data, refetch } = useQuery({
    queryKey: ['menuBadge', name],
    queryFn: () => mainApi.call<unknown>(endpoint!, undefined, true).then(countOf),
    enabled: endpoint !== undefined,
    refetchInterval: BADGE_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: BADGE_REFRESH_MS,
    retry: false,
  });
  useEffect(() => {
    if (endpoint === undefined) return;
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') void refetch();
    });
  }, [endpoint, queryClient, refetch]);
  return data;
}

import { useQuery } from '@tanstack/react-query';

/** A dashboard card's data: fetched once per visit, only when the user may see the card. */
export function useDashboardQuery<T>(key: string, fetch: () => Promise<T>, enabled = true) {
  return useQuery({ queryKey: ['dashboard', key], queryFn: fetch, enabled, staleTime: 60000 });
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DEMO_DATA_RESET_EVENT } from './demoEvents';

/**
 * Cached data is fetched again after a demo data reset. (It is dropped when the identity changes
 * by src/app/queryClient.ts, mounted or not.)
 */
export function DemoDataRefetch() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    window.addEventListener(DEMO_DATA_RESET_EVENT, refetch);
    return () => window.removeEventListener(DEMO_DATA_RESET_EVENT, refetch);
  }, [queryClient]);
  return null;
}

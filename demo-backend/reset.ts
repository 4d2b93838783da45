import { resetStore } from './store';

/** Dispatched on window after a reset, so cached data is fetched again. */
export { DEMO_DATA_RESET_EVENT } from '@/demoBackendSurface/ui';

/** The "reset demo data" action: re-seeds and persists, keeping the user logged in. */
export function resetDemoData(): void {
  resetStore({ keepSessions: true });
}

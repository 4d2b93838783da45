import type { DataProvider } from '@refinedev/core';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { dataProvider } from '@/data';
import { handlers } from './handlers';
import { createStore, localStoragePersistence, resetStore } from './store';

/**
 * Starts the demo backend in the browser: the store is loaded from localStorage (or seeded) and
 * the MSW service worker answers the API calls. Resolves once the worker intercepts requests.
 */
export async function startDemoBackend(): Promise<SetupWorker> {
  createStore(localStoragePersistence());
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  exposeTestHook();
  return worker;
}

declare global {
  interface Window {
    /** Demo builds only: what an end-to-end test reaches into (see exposeTestHook). */
    __adconsoleDemo?: { dataProvider: DataProvider };
  }
}

/**
 * Demo builds only (this module never reaches a production bundle): the console's data provider,
 * so an end-to-end test can craft a call the screens would not offer (a BD deleting a client) and
 * see it refused before any request leaves the page.
 */
function exposeTestHook(): void {
  window.__adconsoleDemo = { dataProvider };
}

/** Dispatched on window after a reset, so cached data is fetched again. */
export { DEMO_DATA_RESET_EVENT } from '@/app/demoEvents';

/** The "reset demo data" action: re-seeds and persists, keeping the user logged in. */
export function resetDemoData(): void {
  resetStore({ keepSessions: true });
}

import type { DataProvider } from '@refinedev/core';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { dataProvider } from '@/demoBackendSurface/ui';
import { handlers } from './handlers';
import { createStore, localStoragePersistence } from './store';

// The product's one way in (demo builds only, loaded lazily): the backend, and the two pieces of
// interface a demo adds to the console.
export { default as DemoLoginPanel } from './DemoLoginPanel';
export { default as ResetDemoDataButton } from './ResetDemoDataButton';

/**
 * Starts the demo backend in the browser: the store is loaded from localStorage (or seeded) and
 * the MSW service worker answers the API calls. Resolves once the worker intercepts requests.
 */
export async function startDemoBackend(): Promise<SetupWorker> {
  await handleWorkerUpdates();
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

/**
 * On a page loaded again (a reload, an address typed), MSW finds the worker it registered before
 * and asks the browser to look for a newer script, leaving that promise unhandled. A load that
 * overtakes the check fails it ("Failed to update a ServiceWorker … Not found"), an uncaught error
 * of the page, while the worker in place goes on answering. The browser hands MSW the same
 * registration objects: their check is handled here, that failure let pass.
 */
async function handleWorkerUpdates(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  for (const registration of await navigator.serviceWorker.getRegistrations()) {
    const update = registration.update.bind(registration);
    registration.update = () => {
      const checked = update();
      checked.catch(() => undefined);
      return checked;
    };
  }
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

export { DEMO_DATA_RESET_EVENT, resetDemoData } from './reset';

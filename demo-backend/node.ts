import { setupServer, type SetupServer } from 'msw/node';
import { handlers } from './handlers';
import type { PersistenceAdapter } from './persistence';
import { createStore, DEMO_SEED, resetStore } from './store';

/** The demo backend for vitest (msw/node), on a memory store unless a persistence is given. */
export function createDemoServer(
  persistence?: PersistenceAdapter,
  seed: number = DEMO_SEED,
): SetupServer {
  createStore(persistence, seed);
  return setupServer(...handlers);
}

/** Re-seeds the store, e.g. in `beforeEach`, so tests do not see each other's changes. */
export function resetDemoStore(): void {
  resetStore();
}

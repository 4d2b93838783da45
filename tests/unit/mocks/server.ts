import { afterAll, afterEach, beforeAll } from 'vitest';
import { createDemoServer, resetDemoStore } from '@demo-backend/node';
import type { PersistenceAdapter } from '@demo-backend/persistence';

/** Serves the demo backend for the current test file, re-seeded after every test. */
export function setupDemoServer(persistence?: PersistenceAdapter) {
  const server = createDemoServer(persistence);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => resetDemoStore());
  afterAll(() => server.close());
  return server;
}

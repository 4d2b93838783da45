import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { session } from '@/auth/session';
import '@/app/declarations';
import { registerResource } from '@/engine/registry';
import type { ResourceDef } from '@/engine/types';
import { i18n } from '@/i18n';
import type { Texts } from '@/i18n';
import type { Row } from '@demo-backend/db';
import { generateHandlers } from '@demo-backend/engine';
import { collection } from '@demo-backend/engine/collections';
import { createDemoServer, resetDemoStore } from '@demo-backend/node';
import { getStore, saveStore } from '@demo-backend/store';
import { loginAs } from '../unit/mocks/client';

export interface FixtureBackendOptions {
  /** The rows each fixture collection holds at the start of every test, by collection. */
  rows?: () => Record<string, Row[]>;
}

/**
 * The demo backend for an integration test of fixture resources: the resources registered with
 * their Chinese texts, their handlers generated, and before every test the seed restored, the
 * fixtures' rows put back, the browser's storage emptied and the admin logged in.
 */
export function setupFixtureBackend(
  resources: readonly ResourceDef[],
  locale: Texts,
  options: FixtureBackendOptions = {},
) {
  const server = createDemoServer();
  const generated = generateHandlers([...resources]);
  beforeAll(() => {
    for (const resource of resources) registerResource(resource);
    i18n.addResourceBundle('cn', 'translation', locale, true, true);
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(async () => {
    resetDemoStore();
    server.resetHandlers();
    server.use(...generated);
    const rows = options.rows?.();
    if (rows) {
      const db = getStore();
      for (const [name, list] of Object.entries(rows))
        collection(db, name).splice(0, Infinity, ...list);
      saveStore();
    }
    localStorage.clear();
    session.clear();
    session.setToken(await loginAs('admin'));
  });
  afterAll(() => server.close());
  afterEach(() => cleanup());
  return { server, generated };
}

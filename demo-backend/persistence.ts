import type { StoredDb } from './db';

/** What is written to storage: the data plus the schema version it was written with. */
export interface PersistedSnapshot {
  version: number;
  db: StoredDb;
}

/** Where the store survives a reload. Node uses none (pure memory). */
export interface PersistenceAdapter {
  load(): PersistedSnapshot | null;
  save(snapshot: PersistedSnapshot): void;
}

export const DEMO_DB_STORAGE_KEY = 'demo-db';

export function localStoragePersistence(
  key: string = DEMO_DB_STORAGE_KEY,
  storage: Storage = globalThis.localStorage,
): PersistenceAdapter {
  return {
    load() {
      try {
        const raw = storage.getItem(key);
        return raw ? (JSON.parse(raw) as PersistedSnapshot) : null;
      } catch {
        return null;
      }
    },
    save(snapshot) {
      try {
        storage.setItem(key, JSON.stringify(snapshot));
      } catch {
        // A full or unavailable storage only costs persistence; the demo keeps running in memory.
      }
    },
  };
}

/** Keeps the last snapshot in memory; for tests that check what would have been persisted. */
export function memoryPersistence(): PersistenceAdapter & { snapshot: PersistedSnapshot | null } {
  const adapter = {
    snapshot: null as PersistedSnapshot | null,
    load: () => (adapter.snapshot ? structuredClone(adapter.snapshot) : null),
    save: (snapshot: PersistedSnapshot) => {
      adapter.snapshot = structuredClone(snapshot);
    },
  };
  return adapter;
}

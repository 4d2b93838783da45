import type { DemoDb } from './db';
import type { PersistenceAdapter } from './persistence';
import { seedDb } from './seed';

export type { DemoDb } from './db';
export {
  DEMO_DB_STORAGE_KEY,
  localStoragePersistence,
  memoryPersistence,
  type PersistedSnapshot,
  type PersistenceAdapter,
} from './persistence';

export const DEMO_SEED = 20240601;
/** Bump when the shape of DemoDb or the seed changes: a persisted store of another version re-seeds. */
export const DEMO_DB_VERSION = 2;

interface StoreState {
  db: DemoDb;
  persistence?: PersistenceAdapter;
}

let current: StoreState | null = null;

function isUsableSnapshot(db: unknown, seed: number): db is DemoDb {
  return typeof db === 'object' && db !== null && (db as DemoDb).seed === seed;
}

/**
 * Makes the store that every handler uses: loaded from `persistence` when it holds a snapshot of
 * this version and seed, otherwise freshly seeded (and saved). Without persistence it is memory only.
 */
export function createStore(persistence?: PersistenceAdapter, seed: number = DEMO_SEED): DemoDb {
  const snapshot = persistence?.load();
  const usable = snapshot?.version === DEMO_DB_VERSION && isUsableSnapshot(snapshot.db, seed);
  current = { db: usable ? snapshot.db : seedDb(seed), persistence };
  if (!usable) saveStore();
  return current.db;
}

/** The current store; a memory-only one is created on first use. */
export function getStore(): DemoDb {
  return current?.db ?? createStore();
}

/** Writes the current store through its persistence adapter (no-op without one). */
export function saveStore(): void {
  if (!current?.persistence) return;
  current.persistence.save({ version: DEMO_DB_VERSION, db: current.db });
}

/**
 * Re-seeds the current store in place and persists it. Sessions (tokens) go too unless
 * `keepSessions` is set, which lets the browser's "reset demo data" keep the user logged in.
 */
export function resetStore({ keepSessions = false }: { keepSessions?: boolean } = {}): DemoDb {
  const db = getStore();
  const { tokens } = db;
  Object.assign(db, seedDb(db.seed), keepSessions ? { tokens } : {});
  saveStore();
  return db;
}

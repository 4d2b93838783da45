import type { DemoDb, StoredDb } from './db';
import { recordChanges } from './engine/collections';
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
export const DEMO_DB_VERSION = 5;

export interface StoreState {
  db: DemoDb;
  persistence?: PersistenceAdapter;
}

let current: StoreState | null = null;
/** A host serving several independent stores at once (httpAdapter.ts) says which one is current. */
let scopedState: (() => StoreState | undefined) | null = null;

/**
 * Lets a host that serves several stores at once (the HTTP demo API, one store per workspace)
 * choose the store of the request being answered; `state()` answers undefined outside a scope.
 */
export function scopeStores(state: () => StoreState | undefined): void {
  scopedState = state;
}

/** A store of its own (memory only), freshly seeded, for a host that scopes stores. */
export function newStoreState(seed: number = DEMO_SEED): StoreState {
  return { db: seedDb(seed) };
}

const active = (): StoreState | null => scopedState?.() ?? current;

function isUsableSnapshot(db: unknown, seed: number): db is StoredDb {
  const stored = db as StoredDb | null;
  return (
    typeof stored === 'object' &&
    stored !== null &&
    stored.seed === seed &&
    typeof stored.changes === 'object' &&
    stored.changes !== null
  );
}

/** The persisted form: everything but the collections, which the seed and `changes` rebuild. */
export function storedForm(db: DemoDb): StoredDb {
  recordChanges(db);
  const stored: Partial<DemoDb> = { ...db };
  delete stored.collections;
  return stored as StoredDb;
}

/**
 * Makes the store that every handler uses: loaded from `persistence` when it holds a snapshot of
 * this version and seed, otherwise freshly seeded (and saved). Without persistence it is memory only.
 */
export function createStore(persistence?: PersistenceAdapter, seed: number = DEMO_SEED): DemoDb {
  const snapshot = persistence?.load();
  const usable = snapshot?.version === DEMO_DB_VERSION && isUsableSnapshot(snapshot.db, seed);
  const db: DemoDb = usable ? { ...snapshot.db, collections: {} } : seedDb(seed);
  current = { db, persistence };
  if (!usable) saveStore();
  return db;
}

/** The current store; a memory-only one is created on first use. */
export function getStore(): DemoDb {
  return active()?.db ?? createStore();
}

/** Writes the current store through its persistence adapter (no-op without one). */
export function saveStore(): void {
  const state = active();
  if (!state?.persistence) return;
  state.persistence.save({ version: DEMO_DB_VERSION, db: storedForm(state.db) });
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

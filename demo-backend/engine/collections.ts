import { ownEntry, type DemoDb, type Row } from '../db';
import { applyChanges, diffRows, isUnchanged } from './changes';
import { schemaFingerprint, schemaOf } from './entities';
import { createSeedContext } from './generate/context';
import { completeRows, generateRows } from './generate/rows';
import { seeders } from './seeders';

/** Seeded rows per seed, entity and schema version; handlers work on clones of them. */
const seededCache = new Map<string, readonly Row[]>();
/** Entities being seeded right now: a reference cycle sees no rows instead of looping. */
const seeding = new Set<string>();

export function idFieldOf(entity: string): string {
  const idField = schemaOf(entity)?.id ?? ownEntry(seeders, entity)?.idField;
  if (!idField) throw new Error(`Unknown demo collection "${entity}"`);
  return idField;
}

function buildRows(seed: number, entity: string): Row[] {
  const context = createSeedContext(seed, (other) => seededRows(seed, other));
  const seeder = ownEntry(seeders, entity);
  const schema = schemaOf(entity);
  if (seeder) {
    const rows = seeder.rows(context);
    return schema ? completeRows(schema, rows, context) : rows;
  }
  if (schema) return generateRows(schema, context);
  throw new Error(`Unknown demo collection "${entity}": declare a schema or add a seeder`);
}

/** The rows an entity starts with: a pure function of the seed and the declarations. */
export function seededRows(seed: number, entity: string): readonly Row[] {
  const key = `${seed}:${entity}:${schemaFingerprint(entity)}`;
  const cached = seededCache.get(key);
  if (cached) return cached;
  if (seeding.has(entity)) return [];
  seeding.add(entity);
  try {
    const rows = buildRows(seed, entity);
    seededCache.set(key, rows);
    return rows;
  } finally {
    seeding.delete(entity);
  }
}

/**
 * The records of an entity, built on first use from its seed plus the persisted changes. Handlers
 * change the returned array and its rows in place, then call saveStore().
 */
export function collection(db: DemoDb, entity: string): Row[] {
  const existing = ownEntry(db.collections, entity);
  if (existing) return existing;
  const seeded = structuredClone(seededRows(db.seed, entity)) as Row[];
  const rows = applyChanges(seeded, ownEntry(db.changes, entity), idFieldOf(entity));
  db.collections[entity] = rows;
  return rows;
}

/** A collection seen through the record type of a hand-written seed. */
export function collectionOf<T extends object>(db: DemoDb, entity: string): T[] {
  return collection(db, entity) as unknown as T[];
}

/** Brings `db.changes` up to date with every collection in use (before persisting). */
export function recordChanges(db: DemoDb): void {
  for (const [entity, rows] of Object.entries(db.collections)) {
    const changes = diffRows(seededRows(db.seed, entity), rows, idFieldOf(entity));
    if (isUnchanged(changes)) delete db.changes[entity];
    else db.changes[entity] = changes;
  }
}

/** The next numeric id of a collection. */
export function nextId(rows: readonly Row[], idField: string): number {
  return rows.reduce((max, row) => Math.max(max, Number(row[idField]) || 0), 0) + 1;
}

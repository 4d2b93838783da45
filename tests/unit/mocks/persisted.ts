import type { Row } from '@/mocks/db';
import { applyChanges } from '@/mocks/engine/changes';
import { idFieldOf, seededRows } from '@/mocks/engine/collections';
import type { PersistedSnapshot } from '@/mocks/persistence';

/** The rows of an entity as a reload would rebuild them from a persisted snapshot. */
export function persistedRows(snapshot: PersistedSnapshot | null, entity: string): Row[] {
  if (!snapshot) return [];
  const { seed, changes } = snapshot.db;
  return applyChanges(seededRows(seed, entity), changes[entity], idFieldOf(entity));
}

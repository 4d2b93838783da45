import type { Row } from '@demo-backend/db';
import { applyChanges } from '@demo-backend/engine/changes';
import { idFieldOf, seededRows } from '@demo-backend/engine/collections';
import type { PersistedSnapshot } from '@demo-backend/persistence';

/** The rows of an entity as a reload would rebuild them from a persisted snapshot. */
export function persistedRows(snapshot: PersistedSnapshot | null, entity: string): Row[] {
  if (!snapshot) return [];
  const { seed, changes } = snapshot.db;
  return applyChanges(seededRows(seed, entity), changes[entity], idFieldOf(entity));
}

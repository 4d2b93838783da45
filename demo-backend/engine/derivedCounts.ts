import type { SchemaDef } from '@/demoBackendSurface';
import type { DemoDb, Row } from '../db';
import { collection } from './collections';

/** A count a record shows: the records of `entity` whose `by` field is the record's `by`. */
interface Count {
  entity: string;
  by: string;
}

/**
 * Counts the demo works out from the related records on every read, so they always agree with
 * the lists they summarise (a client's ad account count with its ad accounts tab).
 */
const derivedCounts: Record<string, Record<string, Count>> = {
  client: { adAccountCount: { entity: 'adsAccount', by: 'clientId' } },
  org: {
    adAccountCount: { entity: 'adsAccount', by: 'orgId' },
    clientCount: { entity: 'client', by: 'orgId' },
  },
};

/** Copies of the rows with their derived counts; the rows as they are for other entities. */
export function withDerivedCounts(db: DemoDb, schema: SchemaDef, rows: readonly Row[]): Row[] {
  const counts = Object.entries(derivedCounts[schema.entity] ?? {}).filter(
    ([field]) => field in schema.fields,
  );
  if (!counts.length) return [...rows];
  const tallies = counts.map(([field, { entity, by }]) => {
    const tally = new Map<string, number>();
    for (const row of collection(db, entity)) {
      const key = String(row[by]);
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
    return { field, by, tally };
  });
  return rows.map((row) => {
    const copy = { ...row };
    for (const { field, by, tally } of tallies) copy[field] = tally.get(String(row[by])) ?? 0;
    return copy;
  });
}

import type { Row } from '../../db';
import { createRandom, hashString, type Random } from '../../random';

/** What a seeder or the generator may use: the seed, random streams and other entities' seeds. */
export interface SeedContext {
  seed: number;
  /** A random stream of its own per label (an entity name), so entities do not disturb each other. */
  random(label: string): Random;
  /** The seeded rows of another entity (for references). */
  rows(entity: string): readonly Row[];
}

export function createSeedContext(
  seed: number,
  rows: (entity: string) => readonly Row[],
): SeedContext {
  return {
    seed,
    random: (label) => createRandom((hashString(label) ^ seed) >>> 0),
    rows,
  };
}

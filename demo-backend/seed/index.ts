import type { DemoDb } from '../db';
import { createDemoAccounts } from '../users';

/**
 * A fresh database; the same seed always gives the same data. Collections are empty here: each is
 * built from the seed when first used (engine/collections.ts).
 */
export function seedDb(seed: number): DemoDb {
  return {
    seed,
    users: createDemoAccounts(),
    tokens: {},
    captchas: {},
    mailCodes: {},
    collections: {},
    changes: {},
  };
}

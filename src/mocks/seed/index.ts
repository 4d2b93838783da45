import type { DemoDb } from '../db';
import { createDemoAccounts } from '../users';
import { seedClients } from './clients';
import { seedCurrencies } from './currencies';
import { seedMedia } from './media';
import { seedOrgs } from './orgs';
import { seedSaleAgents } from './saleAgents';

/** A fresh database; the same seed always gives the same data. */
export function seedDb(seed: number): DemoDb {
  const orgs = seedOrgs(seed);
  return {
    seed,
    users: createDemoAccounts(),
    tokens: {},
    captchas: {},
    mailCodes: {},
    currencies: seedCurrencies(),
    media: seedMedia(),
    orgs,
    clients: seedClients(seed, orgs),
    saleAgents: seedSaleAgents(),
  };
}

import type { DemoDb } from '../db';
import type { ClientRecord } from '../seed/clients';
import { MAIN_ORG, type OrgRecord } from '../seed/orgs';
import type { DemoAccount } from '../users';

/** Main-organisation staff see everything; a reseller's staff see only their own org's records. */
const seesAllOrgs = (account: DemoAccount) => account.info.orgId === MAIN_ORG.orgId;

export function visibleClients(db: DemoDb, account: DemoAccount): ClientRecord[] {
  return seesAllOrgs(account)
    ? db.clients
    : db.clients.filter((client) => client.orgId === account.info.orgId);
}

export function visibleOrgs(db: DemoDb, account: DemoAccount): OrgRecord[] {
  return seesAllOrgs(account) ? db.orgs : db.orgs.filter((org) => org.orgId === account.info.orgId);
}

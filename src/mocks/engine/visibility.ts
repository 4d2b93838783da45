import type { SchemaDef } from '@/engine/types';
import type { Row } from '../db';
import { MAIN_ORG } from '../seed/orgs';
import type { DemoAccount } from '../users';

/** Main-organisation staff see every org's records; a reseller's staff see only their own org's. */
export function seesAllOrgs(account: DemoAccount): boolean {
  return account.info.orgId === MAIN_ORG.orgId;
}

function hasOrg(schema: SchemaDef): boolean {
  return schema.id === 'orgId' || 'orgId' in schema.fields;
}

/** The rows the account may see: all, or those of its org when the records carry an orgId. */
export function visibleRows<T extends object>(
  rows: readonly T[],
  account: DemoAccount,
  schema?: SchemaDef,
): readonly T[] {
  if (seesAllOrgs(account) || (schema && !hasOrg(schema))) return rows;
  return rows.filter((row) => (row as Row).orgId === account.info.orgId);
}

/** A reseller creates records of its own org. */
export function ownOrgOf(account: DemoAccount, schema: SchemaDef): number | undefined {
  return !seesAllOrgs(account) && hasOrg(schema) ? account.info.orgId : undefined;
}

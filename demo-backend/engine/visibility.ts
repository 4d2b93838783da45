import {
  abilityFor,
  canDo,
  readScopedRecords,
  type SchemaDef,
  type Subject,
} from '@/demoBackendSurface';
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

/** The rows of the account's org (all for the main org) when the records carry an orgId. */
function rowsOfOrg<T extends object>(
  rows: readonly T[],
  account: DemoAccount,
  schema?: SchemaDef,
): readonly T[] {
  if (seesAllOrgs(account) || (schema && !hasOrg(schema))) return rows;
  return rows.filter((row) => (row as Row).orgId === account.info.orgId);
}

/**
 * The rows the account's ability lets it read in the area (`subject`), when the area's `read`
 * rules narrow these records (rules.ts `when` and `records`: a BD member's clients, a partner's
 * bills, one's own KPI). An account that does not open the area at all reads them as an option
 * list (a partner's client filter), by organisation only.
 */
function rowsItReads<T extends object>(
  rows: readonly T[],
  account: DemoAccount,
  schema: SchemaDef,
  subject: Subject,
): readonly T[] {
  if (!readScopedRecords(subject).has(schema.entity)) return rows;
  const ability = abilityFor(account.info);
  if (!canDo(ability, 'read', subject)) return rows;
  return rows.filter((row) => canDo(ability, 'read', subject, row as Row));
}

/**
 * The rows the account may see: those of its org when the records carry an orgId and, given the
 * area they are read in, those its `read` conditions allow (the same ability as the console's).
 */
export function visibleRows<T extends object>(
  rows: readonly T[],
  account: DemoAccount,
  schema?: SchemaDef,
  subject?: Subject,
): readonly T[] {
  const ofOrg = rowsOfOrg(rows, account, schema);
  return schema && subject ? rowsItReads(ofOrg, account, schema, subject) : ofOrg;
}

/** A reseller creates records of its own org. */
export function ownOrgOf(account: DemoAccount, schema: SchemaDef): number | undefined {
  return !seesAllOrgs(account) && hasOrg(schema) ? account.info.orgId : undefined;
}

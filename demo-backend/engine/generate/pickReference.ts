import { referenceSource, type ReferenceName } from '@/demoBackendSurface';
import { referenceTargetOf } from '../references';
import { roleIds } from '../../../schemas/enums';
import type { Row } from '../../db';
import type { Random } from '../../random';
import { MAIN_ORG, RESELLER_ORG } from '../../seed/orgs';

/** Staff references named after a role (bdId, opName, cmId…) point at staff of that role. */
const ROLE_PREFIX = /^(bd|op|cm|ad|ds|mpm|market|hr|financier|cashier)(?=[A-Z]|$)/i;
const roleByPrefix: Record<string, number> = {
  bd: roleIds.BD,
  op: roleIds.OP,
  cm: roleIds.CM,
  ad: roleIds.AD,
  ds: roleIds.DS,
  mpm: roleIds.MPM,
  market: roleIds.market,
  hr: roleIds.HR,
  financier: roleIds.financier,
  cashier: roleIds.cashier,
};

/** Staff of the list's role (a BD list), else of the role the field's name says (bdId, opName…). */
function pickStaff(field: string, rows: readonly Row[], random: Random, listRole?: number): Row {
  const active = rows.filter((row) => row.status === undefined || row.status === 1);
  const prefix = ROLE_PREFIX.exec(field)?.[1].toLowerCase();
  const role = listRole ?? (prefix ? roleByPrefix[prefix] : undefined);
  const ofRole = role !== undefined ? active.filter((row) => row.role === role) : [];
  return random.pick(ofRole.length > 0 ? ofRole : active.length > 0 ? active : rows);
}

/** Half the records belong to the main org, a fifth to the demo reseller (so it has data). */
function pickOrg(rows: readonly Row[], random: Random): Row {
  const roll = random.next();
  const main = rows.find((row) => row.orgId === MAIN_ORG.orgId);
  const reseller = rows.find((row) => row.orgId === RESELLER_ORG.orgId);
  if (roll < 0.5 && main) return main;
  if (roll < 0.7 && reseller) return reseller;
  const others = rows.filter((row) => row !== main && row !== reseller);
  return random.pick(others.length > 0 ? others : rows);
}

type Picker = (field: string, rows: readonly Row[], random: Random, role?: number) => Row;

/** How a new reference picks its record, by the collection it points into. */
const pickers: Record<string, Picker> = {
  org: (_, rows, random) => pickOrg(rows, random),
  member: (field, rows, random, role) => pickStaff(field, rows, random, role),
  currency: (_, rows, random) =>
    (random.chance(0.5) && rows.find((row) => row.currency === 'USD')) || random.pick(rows),
};

/** The record a new reference points at; undefined when the target collection is empty. */
export function pickReference(
  ref: ReferenceName,
  field: string,
  rows: readonly Row[],
  random: Random,
): Row | undefined {
  if (rows.length === 0) return undefined;
  const picker = pickers[referenceTargetOf(ref).entity];
  const role = referenceSource(ref).params?.role;
  return picker
    ? picker(field, rows, random, typeof role === 'number' ? role : undefined)
    : random.pick(rows);
}

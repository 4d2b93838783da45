import { referenceSource, type FieldDef } from '@/demoBackendSurface';
import { roleIds } from '../../schemas/enums';
import type { DemoDb, Row } from '../db';
import { demoErrors } from '../handlers/errors';
import { collection } from './collections';
import { referenceTargetOf } from './references';
import { isEmpty, type Refusal } from './validation';

const roleNames = new Map(Object.entries(roleIds).map(([name, id]) => [String(id), name]));

/** The records of an option list as its select offers them: with its fixed params (a role). */
function offered(db: DemoDb, ref: string): Row[] {
  const { entity } = referenceTargetOf(ref);
  const params = Object.entries(referenceSource(ref).params ?? {});
  return collection(db, entity).filter((row) =>
    params.every(([field, value]) => String(row[field]) === String(value)),
  );
}

/** Is the reference the option list of some staff role (bdStaff, opStaff…)? */
const roleOf = (ref: string) => {
  const role = referenceSource(ref).params?.role;
  return role === undefined ? undefined : roleNames.get(String(role));
};

/**
 * A reference value must be one of the options its select offers: a BD reference an enabled
 * member of role BD (not any of the staff), a VIP level one of the price list's. `which` says
 * which reference fields are checked; an empty value is left to the required check.
 */
export function checkReferences(
  db: DemoDb,
  fields: Record<string, FieldDef>,
  input: Row,
  which: (field: FieldDef) => boolean = () => true,
): Refusal | undefined {
  for (const [name, field] of Object.entries(fields)) {
    if (field.type !== 'reference' || !field.ref || !which(field)) continue;
    const value = input[name];
    if (isEmpty(value)) continue;
    const { valueField } = referenceTargetOf(field.ref);
    if (offered(db, field.ref).some((row) => String(row[valueField]) === String(value))) continue;
    const role = roleOf(field.ref);
    const params = { field: name, value: String(value) };
    return role
      ? { error: demoErrors.notStaffOfRole, params: { ...params, role } }
      : { error: demoErrors.notAnOption, params };
  }
  return undefined;
}

/** References narrowed by fixed params (staff of a role): checked on every create and edit too. */
export const hasFixedParams = (field: FieldDef) =>
  field.ref !== undefined && referenceSource(field.ref).params !== undefined;

/** The values an edit changes: a record keeps a BD who has since stopped until it is changed. */
export function changedValues(input: Row, record: Row): Row {
  return Object.fromEntries(
    Object.entries(input).filter(([name, value]) => String(value) !== String(record[name])),
  );
}

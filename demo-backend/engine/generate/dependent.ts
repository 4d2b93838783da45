import { allowedValues, isShown, type SchemaDef } from '@/demoBackendSurface';
import type { Row } from '../../db';
import type { Random } from '../../random';

/**
 * Generated rows agree with the form's dependent fields: a field hidden by its `showWhen` stays
 * empty, an `optionsBy` enum holds a value its controlling field allows.
 */
export function honourDependentFields(row: Row, schema: SchemaDef, random: Random): void {
  for (const [name, field] of Object.entries(schema.fields)) {
    if (!isShown(field, row)) {
      delete row[name];
      continue;
    }
    const allowed = allowedValues(field, row);
    if (allowed?.length && !allowed.some((value) => String(value) === String(row[name])))
      row[name] = random.pick([...allowed]);
  }
}

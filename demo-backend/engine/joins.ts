import type { SchemaDef } from '@/demoBackendSurface';
import type { DemoDb, Row } from '../db';
import { collection } from './collections';
import { referenceFieldsOf } from './references';

/**
 * The current names of a row's references (`clientName` of its `clientId`…), read from the
 * referenced collections so a renamed client shows its new name on every screen.
 */
export function referenceNames(db: DemoDb, schema: SchemaDef): (row: Row) => Row {
  const shown = referenceFieldsOf(schema).flatMap((ref) => {
    const { entity, valueField, nameField } = ref.target;
    if (!ref.nameField || !nameField) return [];
    const byValue = new Map(collection(db, entity).map((row) => [String(row[valueField]), row]));
    return [{ field: ref.field, nameField: ref.nameField, byValue, targetName: nameField }];
  });
  return (row) => {
    const names: Row = {};
    for (const { field, nameField, byValue, targetName } of shown) {
      const target = byValue.get(String(row[field]));
      if (target) names[nameField] = target[targetName];
    }
    return names;
  };
}

/** Copies of the rows with their reference names brought up to date. */
export function withReferenceNames(db: DemoDb, schema: SchemaDef, rows: readonly Row[]): Row[] {
  const namesOf = referenceNames(db, schema);
  return rows.map((row) => ({ ...row, ...namesOf(row) }));
}

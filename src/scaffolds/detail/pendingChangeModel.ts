import { isPlainObject, normaliseRecord } from '@/data/normalise';
import { nameFieldOf } from '@/engine/references';
import { recordShapeOf } from '@/data/resourceRegistry';
import type { ChangeReviewDef, SchemaDef } from '@/engine/types';

type Row = Record<string, unknown>;

export interface PendingChangeModel {
  /** The changed fields the schema knows, in the schema's order. */
  fields: string[];
  /** The record as it would be once the change is confirmed. */
  proposed: Row;
}

/**
 * The values an edit waiting for review proposes (`review.field` of the record, normalised like
 * any answer): the fields it changes and the record as it would become. Null when there is none.
 * A changed reference whose name did not come with it loses the current name, so the new id is
 * named from its option list rather than by the old name.
 */
export function pendingChangeOf(
  schema: SchemaDef,
  review: ChangeReviewDef,
  record: Row,
): PendingChangeModel | null {
  const raw = record[review.field];
  if (!isPlainObject(raw)) return null;
  const change = normaliseRecord(recordShapeOf(schema.fields), raw) ?? {};
  const fields = Object.keys(schema.fields).filter(
    (name) => name !== schema.id && Object.hasOwn(change, name) && !isCarriedName(schema, name),
  );
  if (!fields.length) return null;
  const proposed: Row = { ...record, ...change };
  for (const name of fields) {
    const carried = nameFieldOf(name);
    if (schema.fields[name].type === 'reference' && !Object.hasOwn(change, carried)) {
      delete proposed[carried];
    }
  }
  return { fields, proposed };
}

/** A text field that only carries a reference's name (bdName beside bdId): shown through it. */
function isCarriedName(schema: SchemaDef, name: string): boolean {
  return Object.entries(schema.fields).some(
    ([other, field]) => field.type === 'reference' && nameFieldOf(other) === name,
  );
}

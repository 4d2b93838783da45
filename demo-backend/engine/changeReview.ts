import { stateAllows, type ChangeReviewDef, type SchemaDef } from '@/demoBackendSurface';
import type { DemoDb, Row } from '../db';
import { referenceNames } from './joins';

const sameValue = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/** Does an edit of this record wait for review (SPEC §4 change pending review)? */
export const reviewsEdit = (review: ChangeReviewDef | undefined, record: Row) =>
  Boolean(review && stateAllows({ call: '', when: review.when }, record));

/**
 * Keeps an edit aside for review: the values that differ from the record (with the names of
 * changed references), in the review's field; the record moves to the review's state.
 */
export function holdChange(
  db: DemoDb,
  schema: SchemaDef,
  review: ChangeReviewDef,
  record: Row,
  input: Row,
): void {
  const change: Row = {};
  for (const [name, value] of Object.entries(input)) {
    if (name !== schema.id && !sameValue(record[name], value)) change[name] = value;
  }
  Object.assign(change, referenceNames(db, schema)(change));
  record[review.field] = change;
  Object.assign(record, review.sets);
}

/** The reviewer's answer: confirming applies the held values, refusing drops them. */
export function settleChange(review: ChangeReviewDef, action: string, record: Row): void {
  if (action !== review.confirm && action !== review.refuse) return;
  const change = record[review.field];
  if (action === review.confirm && change && typeof change === 'object') {
    Object.assign(record, change);
  }
  delete record[review.field];
}

import type { TFunction } from '@/engine/text';
import { reasonKeyOf, stateAllows } from '@/engine/actions';
import type { ActionDef, FieldDef, ResourceDef } from '@/engine/types';
import type { FieldEntry } from '../schemaFields';

type Row = Record<string, unknown>;

/** Translation key of an action's button. */
export const labelOf = (name: string, action: ActionDef) => action.label ?? `actions.${name}`;

/**
 * What an action asks for before it runs: its declared fields, and a reason where it asks for
 * one ('X cannot be empty' when left blank, SPEC §5).
 */
export function actionFieldsOf(
  name: string,
  action: ActionDef,
  hasLabel: (key: string) => boolean,
) {
  const fields: FieldEntry[] = Object.entries(action.fields ?? {});
  const reasonKey = reasonKeyOf(action);
  if (reasonKey) {
    const label = hasLabel(`actions.reasonOf.${name}`)
      ? `actions.reasonOf.${name}`
      : 'common.reason';
    const reason: FieldDef = { type: 'textarea', label, form: { required: true } };
    fields.push([reasonKey, reason]);
  }
  return fields;
}

/** Label key of an action's field: its own, else the entity's field of that name. */
export const actionFieldLabel = (resource: ResourceDef, name: string, field: FieldDef) =>
  field.label ?? `fields.${resource.schema?.entity}.${name}`;

/** The actions offered in a row's menu and in a record's details. */
export const rowActionsOf = (resource: ResourceDef): [string, ActionDef][] =>
  Object.entries(resource.actions ?? {}).filter(([, action]) => !action.batchOnly);

/** The actions offered on selected rows. */
export const batchActionsOf = (resource: ResourceDef): [string, ActionDef][] =>
  Object.entries(resource.actions ?? {}).filter(([, action]) => action.batch || action.batchOnly);

/** How a record is named in messages: its title field, else its id. */
export function recordName(resource: ResourceDef, record: Row): string {
  const schema = resource.schema;
  const id = record[schema?.id ?? 'id'];
  const title = schema?.title ? record[schema.title] : undefined;
  return title !== undefined && title !== null && title !== '' ? `${title} (#${id})` : `#${id}`;
}

/** Why a row is left out of a batch. */
export type SkipReason = 'state' | 'right';

/**
 * Which selected rows a batch action runs on: those whose state allows it and on which the user
 * has the right; the others, with why.
 */
export function planBatch(
  action: ActionDef,
  rows: readonly Row[],
  allowed: (record: Row) => boolean,
): { runs: Row[]; skipped: { record: Row; reason: SkipReason }[] } {
  const runs: Row[] = [];
  const skipped: { record: Row; reason: SkipReason }[] = [];
  for (const record of rows) {
    if (!stateAllows(action, record)) skipped.push({ record, reason: 'state' });
    else if (!allowed(record)) skipped.push({ record, reason: 'right' });
    else runs.push(record);
  }
  return { runs, skipped };
}

/** A row's state as words, for a skipped row: the values of the fields the action checks. */
export function stateText(
  resource: ResourceDef,
  action: ActionDef,
  record: Row,
  t: TFunction,
  text: (name: string, field: FieldDef, record: Row) => string,
): string {
  return (
    [...Object.keys(action.when ?? {}), ...Object.keys(action.unless ?? {})]
      .map((name) => {
        const field = resource.schema?.fields[name];
        return field ? text(name, field, record) : String(record[name] ?? '');
      })
      .filter(Boolean)
      .join(', ') || t('list.batchStateNotAllowed')
  );
}

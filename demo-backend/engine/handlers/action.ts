import { HttpResponse } from 'msw';
import { reasonKeyOf, stateAllows, type ActionDef } from '@/demoBackendSurface';
import type { Row } from '../../db';
import { demoErrors } from '../../handlers/errors';
import { fail, ok, requireUser, text } from '../../handlers/http';
import { getStore, saveStore } from '../../store';
import { logAction } from '../actionLog';
import { settleChange } from '../changeReview';
import { readCollection } from '../derivedCollections';
import { reasonField } from '../fieldLabels';
import { coerce } from '../input';
import { referenceNames, withReferenceNames } from '../joins';
import { checkReferences } from '../referenceChecks';
import { validateInput } from '../validation';
import { visibleRows } from '../visibility';
import {
  findById,
  idKeyOf,
  readParams,
  refuse,
  type EndpointContext,
  type Resolver,
} from './context';

/** The values an action takes, read as the schema stores them, after its form rules. */
function actionInput(action: ActionDef, values: Row) {
  const fields = action.fields ?? {};
  const input: Row = {};
  for (const [name, field] of Object.entries(fields)) {
    if (Object.hasOwn(values, name)) input[name] = coerce(field, values[name]);
  }
  // A batch's number is the backend's to keep, whatever the action's fields.
  if (action.batchKey && Object.hasOwn(values, action.batchKey)) {
    input[action.batchKey] = text(values[action.batchKey]);
  }
  const schema = { entity: 'action', id: '', fields };
  return { input, refusal: validateInput(schema, input, 'create') };
}

/** Adds or removes a submitted value in a list field of the record (add/remove an MPM). */
function applyToLists(record: Row, input: Row, action: ActionDef): string | undefined {
  for (const [field, list] of Object.entries(action.adds ?? {})) {
    const current = Array.isArray(record[list]) ? (record[list] as unknown[]) : [];
    if (current.some((item) => String(item) === String(input[field]))) return field;
    record[list] = [...current, input[field]];
  }
  for (const [field, list] of Object.entries(action.removes ?? {})) {
    const current = Array.isArray(record[list]) ? (record[list] as unknown[]) : [];
    if (!current.some((item) => String(item) === String(input[field]))) return field;
    record[list] = current.filter((item) => String(item) !== String(input[field]));
  }
  return undefined;
}

/**
 * A state-changing action: refused outside the states `when` lists, refused without a reason when
 * it asks for one and without its required values; otherwise it applies its values (a list field
 * gains or loses one where it `adds`/`removes`, else the field takes the value) and `sets`, and
 * keeps the reason when the schema has its field.
 */
export function actionResolver(
  context: EndpointContext,
  name: string,
  action: ActionDef,
): Resolver {
  const { schema, service } = context;
  const reasonKey = reasonKeyOf(action);
  // The action's dialog: its values and its reason, labelled as the dialog labels them.
  const form = {
    entity: schema.entity,
    fields: {
      ...schema.fields,
      ...action.fields,
      ...(reasonKey ? { [reasonKey]: reasonField(name) } : {}),
    },
  };
  return async ({ request, params }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const db = getStore();
    const values = await readParams(request, params);
    // As a read sees them: a state that follows the clock is up to date (an expired authorisation).
    const rows = visibleRows(
      readCollection(db, schema.entity),
      account,
      schema,
      context.resource.subject,
    );
    const record = findById(rows, schema.id, values[idKeyOf(context)]);
    if (!record) return fail(request, demoErrors.notFound);
    if (!stateAllows(action, record)) return fail(request, demoErrors.stateNotAllowed);
    const reason = reasonKey ? text(values[reasonKey]) : '';
    if (reasonKey) {
      if (!reason)
        return refuse(request, { error: demoErrors.required, params: { field: reasonKey } }, form);
      if (reasonKey in schema.fields) record[reasonKey] = reason;
    }
    const { input, refusal } = actionInput(action, values);
    const unoffered =
      refusal ??
      checkReferences(db, action.fields ?? {}, input) ??
      context.hooks.beforeAction?.(name, record, input, db, account);
    if (unoffered) return refuse(request, unoffered, form);
    const listed = new Set([
      ...Object.keys(action.adds ?? {}),
      ...Object.keys(action.removes ?? {}),
    ]);
    const unchanged = applyToLists(record, input, action);
    if (unchanged) return fail(request, demoErrors.stateNotAllowed);
    for (const [name, value] of Object.entries(input)) {
      if (!listed.has(name) && name in schema.fields) record[name] = value;
    }
    Object.assign(record, action.sets ?? {});
    if (context.resource.changeReview) settleChange(context.resource.changeReview, name, record);
    context.hooks.afterAction?.(name, record, db, input, account);
    Object.assign(record, referenceNames(db, schema)(record));
    logAction(db, account, schema, record, name, reason);
    saveStore();
    return ok(withReferenceNames(db, schema, [record])[0], service);
  };
}

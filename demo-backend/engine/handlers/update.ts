import { HttpResponse } from 'msw';
import { crudRefusal } from '@/demoBackendSurface';
import { demoErrors } from '../../handlers/errors';
import { fail, ok, requireUser } from '../../handlers/http';
import { getStore, saveStore } from '../../store';
import { logAction } from '../actionLog';
import { collection } from '../collections';
import { holdChange, reviewsEdit } from '../changeReview';
import { applyComputed } from '../computed';
import { readInput } from '../input';
import { referenceNames } from '../joins';
import { changedValues, checkReferences, hasFixedParams } from '../referenceChecks';
import { validateInput } from '../validation';
import { ownOrgOf, visibleRows } from '../visibility';
import {
  findById,
  idKeyOf,
  readParams,
  refuse,
  type EndpointContext,
  type Resolver,
} from './context';

/**
 * Edits the fields a body sends, after the same rules as a create (for those fields), where the
 * record's state allows an edit; an edit the resource reviews is held for review instead.
 */
export function updateResolver(context: EndpointContext): Resolver {
  const { schema, service, hooks } = context;
  const idKey = idKeyOf(context);
  return async ({ request, params }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const db = getStore();
    const rows = collection(db, schema.entity);
    const body = await readParams(request, params);
    const record = findById(
      visibleRows(rows, account, schema, context.resource.subject),
      schema.id,
      body[idKey],
    );
    if (!record) return fail(request, demoErrors.notFound);
    if (crudRefusal(context.resource, 'edit', record)) {
      return fail(request, demoErrors.stateNotAllowed);
    }
    const input = readInput(schema, body, 'update');
    hooks.normalize?.(input);
    const refusal =
      validateInput(schema, input, 'update', record) ??
      checkReferences(db, schema.fields, changedValues(input, record), hasFixedParams) ??
      hooks.validate?.({ input, rows, record, sent: body });
    if (refusal) return refuse(request, refusal, schema);
    // A reseller cannot move a record to another org.
    if (ownOrgOf(account, schema) !== undefined) delete input.orgId;
    const review = context.resource.changeReview;
    if (review && reviewsEdit(review, record)) {
      holdChange(db, schema, review, record, input);
      logAction(db, account, schema, record, 'submitChange');
    } else {
      Object.assign(record, input);
      Object.assign(record, referenceNames(db, schema)(record));
      applyComputed(schema, record);
      logAction(db, account, schema, record, 'update');
    }
    saveStore();
    return ok(record, service);
  };
}

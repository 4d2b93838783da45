import { HttpResponse } from 'msw';
import type { ActionDef } from '@/engine/types';
import type { Row } from '../../db';
import { demoErrors } from '../../handlers/errors';
import { fail, ok, requireUser, text } from '../../handlers/http';
import { getStore, saveStore } from '../../store';
import { collection } from '../collections';
import { withReferenceNames } from '../joins';
import { visibleRows } from '../visibility';
import { findById, idKeyOf, readParams, type EndpointContext, type Resolver } from './context';

function allowedIn(record: Row, when: ActionDef['when']): boolean {
  return Object.entries(when ?? {}).every(([field, values]) =>
    values.some((value) => String(value) === String(record[field])),
  );
}

/**
 * A state-changing action: refused outside the states `when` lists, refused without a reason when
 * it asks for one, otherwise it applies `sets` (and keeps the reason when the schema has its field).
 */
export function actionResolver(context: EndpointContext, action: ActionDef): Resolver {
  const { schema, service } = context;
  const reasonKey = action.reason === true ? 'reason' : action.reason || undefined;
  return async ({ request, params }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const db = getStore();
    const values = await readParams(request, params);
    const rows = visibleRows(collection(db, schema.entity), account, schema);
    const record = findById(rows, schema.id, values[idKeyOf(context)]);
    if (!record) return fail(request, demoErrors.notFound);
    if (!allowedIn(record, action.when)) return fail(request, demoErrors.stateNotAllowed);
    if (reasonKey) {
      const reason = text(values[reasonKey]);
      if (!reason) return fail(request, demoErrors.required, { field: reasonKey });
      if (reasonKey in schema.fields) record[reasonKey] = reason;
    }
    Object.assign(record, action.sets ?? {});
    saveStore();
    return ok(withReferenceNames(db, schema, [record])[0], service);
  };
}

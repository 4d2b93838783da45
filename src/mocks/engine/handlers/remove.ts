import { HttpResponse } from 'msw';
import { demoErrors } from '../../handlers/errors';
import { fail, ok, requireUser } from '../../handlers/http';
import { getStore, saveStore } from '../../store';
import { logAction } from '../actionLog';
import { collection } from '../collections';
import { visibleRows } from '../visibility';
import { findById, idKeyOf, readParams, type EndpointContext, type Resolver } from './context';

/** Deletes a record the account can see. */
export function removeResolver(context: EndpointContext): Resolver {
  const { schema, service } = context;
  return async ({ request, params }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const db = getStore();
    const rows = collection(db, schema.entity);
    const id = (await readParams(request, params))[idKeyOf(context)];
    const record = findById(
      visibleRows(rows, account, schema, context.resource.subject),
      schema.id,
      id,
    );
    if (!record) return fail(request, demoErrors.notFound);
    rows.splice(rows.indexOf(record), 1);
    logAction(db, account, schema, record, 'delete');
    saveStore();
    return ok(null, service);
  };
}

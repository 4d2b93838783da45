import { HttpResponse } from 'msw';
import { crudRefusal } from '@/demoBackendSurface';
import { demoErrors } from '../../handlers/errors';
import { fail, ok, requireUser } from '../../handlers/http';
import { getStore, saveStore } from '../../store';
import { logAction } from '../actionLog';
import { collection } from '../collections';
import { withDerivedCounts } from '../derivedCounts';
import { visibleRows } from '../visibility';
import { findById, idKeyOf, readParams, type EndpointContext, type Resolver } from './context';

/** Deletes a record the account can see, where its state and its money allow. */
export function removeResolver(context: EndpointContext): Resolver {
  const { schema, service, hooks } = context;
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
    const [counted] = withDerivedCounts(db, schema, [record]);
    const refusal = crudRefusal(context.resource, 'remove', counted);
    if (refusal === 'state') return fail(request, demoErrors.stateNotAllowed);
    if (refusal === 'notEmpty') return fail(request, demoErrors.notEmpty);
    rows.splice(rows.indexOf(record), 1);
    hooks.afterWrite?.(record, db);
    logAction(db, account, schema, record, 'delete');
    saveStore();
    return ok(null, service);
  };
}

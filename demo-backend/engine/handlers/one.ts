import { HttpResponse } from 'msw';
import { demoErrors } from '../../handlers/errors';
import { fail, ok, requireUser } from '../../handlers/http';
import { getStore, saveStore } from '../../store';
import { readCollection } from '../derivedCollections';
import { withDerivedCounts } from '../derivedCounts';
import { withReferenceNames } from '../joins';
import { visibleRows } from '../visibility';
import { findById, idKeyOf, readParams, type EndpointContext, type Resolver } from './context';

/** A record's details, by the id the endpoint names. */
export function oneResolver(context: EndpointContext): Resolver {
  const { schema, service, hooks } = context;
  return async ({ request, params }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const db = getStore();
    const id = (await readParams(request, params))[idKeyOf(context)];
    const record = findById(
      visibleRows(readCollection(db, schema.entity), account, schema, context.resource.subject),
      schema.id,
      id,
    );
    if (!record) return fail(request, demoErrors.notFound);
    if (hooks.beforeRead) {
      hooks.beforeRead(record, db);
      saveStore();
    }
    const [joined] = withDerivedCounts(db, schema, withReferenceNames(db, schema, [record]));
    return ok(joined, service);
  };
}

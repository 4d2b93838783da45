import { HttpResponse, type PathParams } from 'msw';
import { defaultOrderOf } from '@/demoBackendSurface';
import { ok, requireUser } from '../../handlers/http';
import { paginate, readListParams, sortRows } from '../../handlers/list';
import { getStore } from '../../store';
import { readCollection } from '../derivedCollections';
import { withDerivedCounts } from '../derivedCounts';
import { filterBySchema } from '../filters';
import { withReferenceNames } from '../joins';
import { visibleRows } from '../visibility';
import { readParams, type EndpointContext, type Resolver } from './context';

const fixedFiltersOf = (resource: EndpointContext['resource']) =>
  Object.fromEntries(
    Object.entries(resource.fixedFilters ?? {}).map(([name, value]) => [name, String(value)]),
  );

/** The records a list request asks for, filtered and sorted (not paged), or the refusal. */
export async function matchingRows(context: EndpointContext, request: Request, params: PathParams) {
  const { resource, schema } = context;
  const account = requireUser(request);
  if (account instanceof HttpResponse) return { refusal: account };
  const db = getStore();
  const query = readListParams(await readParams(request, params));
  const rows = visibleRows(
    readCollection(db, schema.entity),
    account,
    schema,
    context.resource.subject,
  );
  const matching = filterBySchema(
    withDerivedCounts(db, schema, withReferenceNames(db, schema, rows)),
    schema,
    // A list narrowed for good (`fixedFilters`) is what its endpoint serves, asked so or not.
    { ...query.filters, ...fixedFiltersOf(resource) },
    Object.values(resource.paramFilters ?? {}),
  );
  const sortable = new Set([schema.id, ...Object.keys(schema.fields)]);
  const asked = query.orderBy && sortable.has(query.orderBy) ? query.orderBy : undefined;
  // Unasked, newest first, as the console asks (src/engine/listOrder.ts) and a backend would.
  const fallback = asked ? undefined : defaultOrderOf(resource);
  const orderBy = asked ?? fallback?.field;
  return { rows: sortRows(matching, orderBy, fallback?.order ?? query.order), query };
}

/** A list: the visible records filtered by the schema's fields, sorted, one page. */
export function listResolver(context: EndpointContext): Resolver {
  return async ({ request, params }) => {
    const found = await matchingRows(context, request, params);
    if ('refusal' in found) return found.refusal!;
    const { rows, query } = found;
    return ok(paginate(rows, query.page, query.pageSize), context.service);
  };
}

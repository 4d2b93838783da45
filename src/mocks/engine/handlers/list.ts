import { HttpResponse } from 'msw';
import { ok, requireUser } from '../../handlers/http';
import { paginate, readListParams, sortRows } from '../../handlers/list';
import { getStore } from '../../store';
import { collection } from '../collections';
import { filterBySchema } from '../filters';
import { withReferenceNames } from '../joins';
import { visibleRows } from '../visibility';
import { readParams, type EndpointContext, type Resolver } from './context';

/** A list: the visible records filtered by the schema's fields, sorted, one page. */
export function listResolver(context: EndpointContext): Resolver {
  const { resource, schema, service } = context;
  const sortable = new Set([schema.id, ...Object.keys(schema.fields)]);
  const routeFilters = Object.values(resource.paramFilters ?? {});
  return async ({ request, params }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const db = getStore();
    const query = readListParams(await readParams(request, params));
    const rows = visibleRows(collection(db, schema.entity), account, schema);
    const matching = filterBySchema(
      withReferenceNames(db, schema, rows),
      schema,
      query.filters,
      routeFilters,
    );
    const orderBy = query.orderBy && sortable.has(query.orderBy) ? query.orderBy : undefined;
    const sorted = sortRows(matching, orderBy, query.order);
    return ok(paginate(sorted, query.page, query.pageSize), service);
  };
}

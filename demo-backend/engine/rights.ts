import { HttpResponse } from 'msw';
import {
  abilityFor,
  allReferences,
  canDo,
  parseEndpoint,
  vccAllows,
  type Action,
  type EndpointsDef,
  type Subject,
} from '@/demoBackendSurface';
import type { Row } from '../db';
import { demoErrors } from '../handlers/errors';
import { fail, requireUser } from '../handlers/http';
import { getStore } from '../store';
import type { DemoAccount } from '../users';
import { collection } from './collections';
import {
  findById,
  idKeyOf,
  readParams,
  type EndpointContext,
  type Resolver,
} from './handlers/context';
import { visibleRows } from './visibility';

/** A right that opens an endpoint: an operation (CASL action) in an area (CASL subject). */
export interface Right {
  subject: Subject;
  operation: Action;
}

/** The operation each kind of declared endpoint is (the data provider's guard says the same). */
export const endpointOperations: Record<keyof EndpointsDef, Action> = {
  list: 'read',
  one: 'read',
  create: 'create',
  update: 'update',
  remove: 'delete',
};

/** Operations on one record, whose conditions apply (a BD member edits only its own clients). */
const onRecord = (operation: Action) => operation !== 'read' && operation !== 'create';

/**
 * Lists an option list reads (src/engine/references.ts: staff by role, orgs, media agents…):
 * every signed-in account may read them for its selects, as a real backend's option calls allow;
 * opening the page of the area they belong to still takes its right.
 */
function readsOptions(context: EndpointContext, rights: readonly Right[]): boolean {
  const { method, path } = context.endpoint;
  return (
    rights.every(({ operation }) => operation === 'read') &&
    allReferences().some(([, source]) => {
      const endpoint = parseEndpoint(source.endpoint);
      return endpoint.method === method && endpoint.path === path;
    })
  );
}

/** May the demo account do one of these operations (on this record, when given)? */
export function demoAllows(account: DemoAccount, rights: readonly Right[], record?: Row): boolean {
  const ability = abilityFor(account.info);
  return rights.some(({ operation, subject }) => canDo(ability, operation, subject, record));
}

/**
 * The record a request names, among the rows of the account's org: a record it may not read (a BD
 * member editing another BD's client) is refused by its rights (10015), as the console refuses it;
 * the resolver then looks among the rows it reads.
 */
async function recordOf(
  context: EndpointContext,
  account: DemoAccount,
  info: Parameters<Resolver>[0],
): Promise<Row | undefined> {
  // A copy of the request: the resolver reads the body again.
  const values = await readParams(info.request.clone(), info.params);
  const { schema } = context;
  const rows = visibleRows(collection(getStore(), schema.entity), account, schema);
  return findById(rows, schema.id, values[idKeyOf(context)]);
}

/**
 * A generated resolver that first checks the signed-in account's rights, as a real backend
 * would: the same rules as the console (src/access/rules.ts), with the record's conditions for
 * updates, deletes and actions. `rights` may grow after this is made: an endpoint several
 * declarations name is open to whoever has the right of any of them (the client list serves the
 * client pages and the resellers' client pages). A refusal answers code 10015 in the request's
 * language; a record that does not exist is left to the resolver (10009). Option lists are
 * open to every signed-in account for reading. A virtual-card area's calls answer only accounts
 * whose vcc_menu_show holds its key, as its pages open only for them.
 */
export function withRights(
  context: EndpointContext,
  rights: readonly Right[],
  resolver: Resolver,
): Resolver {
  return async (info) => {
    const account = requireUser(info.request);
    if (account instanceof HttpResponse) return account;
    if (readsOptions(context, rights)) return resolver(info);
    if (!vccAllows(context.resource, account.info)) return fail(info.request, demoErrors.denied);
    const needsRecord = rights.some(({ operation }) => onRecord(operation));
    const record = needsRecord ? await recordOf(context, account, info) : undefined;
    if (!demoAllows(account, rights, record)) return fail(info.request, demoErrors.denied);
    return resolver(info);
  };
}

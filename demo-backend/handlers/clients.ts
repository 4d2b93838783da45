import { HttpResponse, http } from 'msw';
import { clientSchema } from '../../schemas/client';
import { collectionOf } from '../engine/collections';
import { visibleRows } from '../engine/visibility';
import type { ClientRecord } from '../seed/clients';
import { getStore } from '../store';
import type { DemoAccount } from '../users';
import { demoErrors } from './errors';
import { fail, numberOf, ok, readQuery, requireUser } from './http';
import { listPage, readListParams } from './list';
import { apiPath } from './routes';

const KEYWORD_MATCH_LIMIT = 20;

/** The clients the account reads: its org's, and a BD or OP team member only those it owns. */
const visibleClients = (account: DemoAccount) =>
  visibleRows(collectionOf<ClientRecord>(getStore(), 'client'), account, clientSchema, 'Client');

/**
 * The client search selector (main service): reseller staff find only their org's clients, a BD
 * or OP team member only its own.
 */
export const clientSearchHandlers = [
  // Matches name or SN; an empty keyword finds nothing (SPEC §5: search starts on non-empty text).
  http.get(apiPath('main', '/client/listByKeyword'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const keyword = (readQuery(request).get('keyword') ?? '').trim().toLowerCase();
    if (!keyword) return ok([]);
    const matches = visibleClients(account)
      .filter(
        (row) =>
          row.clientName.toLowerCase().includes(keyword) ||
          row.clientSN.toLowerCase().includes(keyword),
      )
      .slice(0, KEYWORD_MATCH_LIMIT)
      .map(({ clientId, clientSN, clientName }) => ({ clientId, clientSN, clientName }));
    return ok(matches);
  }),

  // The client name filters' suggestions (SPEC §7 `GET /client/getAllClientName?name`): the
  // names (with their SN) of the clients the account reads that hold the text, at most 20.
  http.get(apiPath('main', '/client/getAllClientName'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const name = (readQuery(request).get('name') ?? '').trim().toLowerCase();
    if (!name) return ok([]);
    const matches = visibleClients(account)
      .filter((row) => row.clientName.toLowerCase().includes(name))
      .slice(0, KEYWORD_MATCH_LIMIT)
      .map(({ clientSN, clientName }) => ({ clientSN, clientName }));
    return ok(matches);
  }),
];

/** The client list and details, until the client resource is declared (then generated). */
export const clientListHandlers = [
  http.get(apiPath('main', '/client/list'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const params = readListParams(readQuery(request));
    return ok(
      listPage(visibleClients(account), params, {
        exact: ['clientId', 'status', 'orgId', 'bdId', 'region', 'settlementCurrency', 'payMode'],
        text: ['clientName', 'clientSN', 'code', 'email'],
      }),
    );
  }),

  http.get(apiPath('main', '/client/detail'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const clientId = numberOf(readQuery(request).get('clientId'));
    const client = visibleClients(account).find((row) => row.clientId === clientId);
    return client ? ok(client) : fail(request, demoErrors.notFound);
  }),
];

import { HttpResponse, http } from 'msw';
import { getStore } from '../store';
import { demoErrors } from './errors';
import { fail, numberOf, ok, readQuery, requireUser } from './http';
import { listPage, readListParams } from './list';
import { apiPath } from './routes';
import { visibleClients } from './visibility';

const KEYWORD_MATCH_LIMIT = 20;

/** Clients (main service); reseller staff see only their org's clients. */
export const clientHandlers = [
  http.get(apiPath('main', '/client/list'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const params = readListParams(readQuery(request));
    return ok(
      listPage(visibleClients(getStore(), account), params, {
        exact: ['clientId', 'status', 'orgId', 'bdId', 'region', 'settlementCurrency', 'payMode'],
        text: ['clientName', 'clientSN', 'code', 'email'],
      }),
    );
  }),

  http.get(apiPath('main', '/client/detail'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const clientId = numberOf(readQuery(request).get('clientId'));
    const client = visibleClients(getStore(), account).find((row) => row.clientId === clientId);
    return client ? ok(client) : fail(request, demoErrors.notFound);
  }),

  // Matches name or SN; an empty keyword finds nothing (SPEC §5: search starts on non-empty text).
  http.get(apiPath('main', '/client/listByKeyword'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const keyword = (readQuery(request).get('keyword') ?? '').trim().toLowerCase();
    if (!keyword) return ok([]);
    const matches = visibleClients(getStore(), account)
      .filter(
        (row) =>
          row.clientName.toLowerCase().includes(keyword) ||
          row.clientSN.toLowerCase().includes(keyword),
      )
      .slice(0, KEYWORD_MATCH_LIMIT)
      .map(({ clientId, clientSN, clientName }) => ({ clientId, clientSN, clientName }));
    return ok(matches);
  }),
];

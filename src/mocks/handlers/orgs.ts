import { HttpResponse, http } from 'msw';
import { getStore } from '../store';
import { demoErrors } from './errors';
import { fail, numberOf, ok, readQuery, requireUser } from './http';
import { listPage, readListParams } from './list';
import { apiPath } from './routes';
import { visibleOrgs } from './visibility';

/** Reseller organisations (main service). */
export const orgHandlers = [
  http.get(apiPath('main', '/org2/list'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const params = readListParams(readQuery(request));
    return ok(
      listPage(visibleOrgs(getStore(), account), params, {
        exact: ['orgId', 'status'],
        text: ['orgName', 'orgSN', 'code'],
      }),
    );
  }),

  http.get(apiPath('main', '/org2/detail'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const orgId = numberOf(readQuery(request).get('orgId'));
    const org = visibleOrgs(getStore(), account).find((row) => row.orgId === orgId);
    return org ? ok(org) : fail(request, demoErrors.notFound);
  }),
];

import { HttpResponse, http } from 'msw';
import { collectionOf } from '../engine/collections';
import { visibleRows } from '../engine/visibility';
import type { OrgRecord } from '../seed/orgs';
import { getStore } from '../store';
import type { DemoAccount } from '../users';
import { demoErrors } from './errors';
import { fail, numberOf, ok, readQuery, requireUser } from './http';
import { listPage, readListParams } from './list';
import { apiPath } from './routes';

const visibleOrgs = (account: DemoAccount) =>
  visibleRows(collectionOf<OrgRecord>(getStore(), 'org'), account);

const KEYWORD_MATCH_LIMIT = 20;

/**
 * The org search (SPEC §7: GET /org2/listByKeyword?keyword): name, SN or code; a reseller's staff
 * find only their own org. An empty keyword finds nothing, as the client search.
 */
export const orgSearchHandlers = [
  http.get(apiPath('main', '/org2/listByKeyword'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const keyword = (readQuery(request).get('keyword') ?? '').trim().toLowerCase();
    if (!keyword) return ok([]);
    const matches = visibleOrgs(account)
      .filter((row) =>
        [row.orgName, row.orgSN, row.code].some(
          (value) => typeof value === 'string' && value.toLowerCase().includes(keyword),
        ),
      )
      .slice(0, KEYWORD_MATCH_LIMIT)
      .map(({ orgId, orgSN, orgName, code }) => ({ orgId, orgSN, orgName, code }));
    return ok(matches);
  }),
];

/** Reseller organisations (main service), until the org resource is declared (then generated). */
export const orgHandlers = [
  http.get(apiPath('main', '/org2/list'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const params = readListParams(readQuery(request));
    return ok(
      listPage(visibleOrgs(account), params, {
        exact: ['orgId', 'status'],
        text: ['orgName', 'orgSN', 'code'],
      }),
    );
  }),

  http.get(apiPath('main', '/org2/detail'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const orgId = numberOf(readQuery(request).get('orgId'));
    const org = visibleOrgs(account).find((row) => row.orgId === orgId);
    return org ? ok(org) : fail(request, demoErrors.notFound);
  }),
];

import { HttpResponse, http } from 'msw';
import { authEndpoints, parseEndpoint, type OrgBrandPayload } from '@/demoBackendSurface';
import { collectionOf } from '../engine/collections';
import { visibleRows } from '../engine/visibility';
import { orgDomains, type OrgRecord } from '../seed/orgs';
import { getStore } from '../store';
import type { DemoAccount } from '../users';
import { demoErrors } from './errors';
import { fail, numberOf, ok, readQuery, requireUser } from './http';
import { listPage, readListParams } from './list';
import { apiPath, demoFileUrl } from './routes';

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

/** A domain's host name, as compared: lower case, without scheme, port or path ('' if none). */
function hostOf(domain: string): string {
  const text = domain.trim().toLowerCase();
  if (!text) return '';
  try {
    return new URL(/^[a-z][a-z\d+.-]*:\/\//.test(text) ? text : `http://${text}`).hostname;
  } catch {
    return '';
  }
}

/** An organisation's logo: a seeded picture in a colour of its own (handlers/upload.ts draws it). */
const LOGO_COLOURS = ['1677ff', '52c41a', 'faad14', 'eb2f96', '13c2c2', '722ed1'];
const logoOf = (orgId: number) =>
  demoFileUrl(`sample-${LOGO_COLOURS[orgId % LOGO_COLOURS.length]}.svg`);

/**
 * Before login (no token asked): the brand of the organisation whose console or client portal is
 * at the domain asked for (SPEC §7: GET /org/getInfoByDomain?domain), `{ orgId, orgName,
 * orgLogo }`; `null` for a domain no organisation uses.
 */
export const orgByDomainHandlers = [
  http.get(apiPath('main', parseEndpoint(authEndpoints.orgByDomain).path), ({ request }) => {
    const host = hostOf(readQuery(request).get('domain') ?? '');
    const org = collectionOf<OrgRecord>(getStore(), 'org').find((row) => {
      const { adminDomain, clientDomain } = orgDomains(row.orgId);
      return host !== '' && (hostOf(adminDomain) === host || hostOf(clientDomain) === host);
    });
    const brand: OrgBrandPayload | null = org
      ? { orgId: org.orgId, orgName: org.orgName, orgLogo: logoOf(org.orgId) }
      : null;
    return ok(brand);
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

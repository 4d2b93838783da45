import { HttpResponse, http } from 'msw';
import { SALE_AGENT_INFO_INCOMPLETE } from '@/demoBackendSurface';
import { collectionOf } from '../engine/collections';
import type { SaleAgentRecord } from '../seed/saleAgents';
import { getStore, saveStore } from '../store';
import { demoErrors } from './errors';
import { fail, numberOf, ok, readBody, readQuery, requireUser, text } from './http';
import { listPage, readListParams } from './list';
import { apiPath } from './routes';

const INFO_COMPLETE = 1;
const infoFields = [
  'realName',
  'idNumber',
  'mobile',
  'bankName',
  'bankAccountName',
  'bankAccount',
] as const satisfies readonly (keyof SaleAgentRecord)[];

/** A sales partner may read and change only its own record; staff may read and change any. */
function mayAccess(saleAgentId: number, own: number | undefined): boolean {
  return own === undefined || own === saleAgentId;
}

const partners = () => collectionOf<SaleAgentRecord>(getStore(), 'saleAgent');

/** A partner's own identity and bank information (the partner info page). */
export const saleAgentHandlers = [
  http.get(apiPath('main', '/saleAgent/detail'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const saleAgentId = numberOf(readQuery(request).get('saleAgentId'));
    const record = partners().find((agent) => agent.saleAgentId === saleAgentId);
    if (!record || !mayAccess(saleAgentId, account.info.saleAgentId)) {
      return fail(request, demoErrors.notFound);
    }
    return ok(record);
  }),

  http.post(apiPath('main', '/saleAgent/edit'), async ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const body = await readBody(request);
    const db = getStore();
    const saleAgentId = numberOf(body.saleAgentId);
    const record = partners().find((agent) => agent.saleAgentId === saleAgentId);
    if (!record || !mayAccess(saleAgentId, account.info.saleAgentId)) {
      return fail(request, demoErrors.notFound);
    }
    const missing = infoFields.find((field) => !text(body[field]));
    if (missing) return fail(request, demoErrors.required, { field: missing });
    for (const field of infoFields) record[field] = text(body[field]);
    // Complete information lifts the partner's block.
    for (const user of db.users) {
      if (
        user.info.saleAgentId === saleAgentId &&
        user.info.saleAgentInfoStatus === SALE_AGENT_INFO_INCOMPLETE
      ) {
        user.info.saleAgentInfoStatus = INFO_COMPLETE;
      }
    }
    saveStore();
    return ok(record);
  }),
];

/** The partner list (SPEC §9: the select loads 2000), until the saleAgent resource is declared. */
export const saleAgentListHandlers = [
  http.get(apiPath('main', '/saleAgent/list'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const params = readListParams(readQuery(request));
    return ok(
      listPage(partners(), params, {
        exact: ['saleAgentId'],
        text: ['saleAgentName', 'saleAgentSN', 'mobile'],
      }),
    );
  }),
];

import { HttpResponse, http } from 'msw';
import { getStore, saveStore } from '../store';
import { readOrDelete, recipientTree, unreadCountOf } from '../engine/siteMessages';
import { OVERDUE_ORG } from '../seed/orgs';
import { demoErrors } from './errors';
import { fail, ok, requireUser } from './http';
import { apiPath } from './routes';

/**
 * Site messages on the admin service: the recipient tree, the reader's read-or-delete, the unread
 * badge (the same receipts the message centre lists) and the 600001 friendly-reminder trigger.
 */
export const siteMessageHandlers = [
  http.get(apiPath('admin', '/siteSend/getSelTree'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    return ok(recipientTree(), 'admin');
  }),

  http.post(apiPath('admin', '/siteSend/updateReadOrDel'), async ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const body: unknown = await request.json().catch(() => undefined);
    const refusal = readOrDelete(getStore(), account, body);
    if (refusal) return fail(request, refusal.error, refusal.params);
    saveStore();
    return ok(null, 'admin');
  }),

  http.get(apiPath('admin', '/siteSend/getUnReadSiteMessageCount/admin'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    return ok({ messageCount: unreadCountOf(getStore(), account) }, 'admin');
  }),

  // The reseller in arrears gets the friendly reminder; everyone else falls through to the
  // message centre's generated handler.
  http.get(apiPath('admin', '/siteSend/getUserSiteMessageList/admin'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    if (account.info.orgId === OVERDUE_ORG.orgId) {
      return fail(request, demoErrors.insufficientBalance);
    }
    return undefined;
  }),
];

import { HttpResponse, http } from 'msw';
import { ownEntry } from '../db';
import { getStore, saveStore } from '../store';
import { blacklisted, readOrDelete, recipientTree, unreadCountOf } from '../engine/siteMessages';
import { OVERDUE_ORG } from '../seed/orgs';
import { demoErrors } from './errors';
import { fail, ok, readToken, requireUser } from './http';
import { apiPath } from './routes';

/**
 * Site messages on the admin service: the recipient tree, the reader's read-or-delete, the unread
 * badge (the same receipts the message centre lists) and the 600001 friendly reminder (once a
 * session).
 */
export const siteMessageHandlers = [
  http.get(apiPath('admin', '/siteSend/getSelTree'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    return ok(recipientTree(blacklisted(getStore())), 'admin');
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

  // The reseller in arrears is reminded once a session, at its first look at its messages (the
  // dashboard's announcements as it signs in). Its messages stay readable after, as the
  // reminder's ways out must: the message centre, where it sends the user, lists them. Every
  // other call falls through to the message centre's generated handler.
  http.get(apiPath('admin', '/siteSend/getUserSiteMessageList/admin'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    if (account.info.orgId !== OVERDUE_ORG.orgId) return undefined;
    const db = getStore();
    const current = ownEntry(db.tokens, readToken(request));
    if (!current || current.reminded) return undefined;
    current.reminded = true;
    saveStore();
    return fail(request, demoErrors.insufficientBalance);
  }),
];

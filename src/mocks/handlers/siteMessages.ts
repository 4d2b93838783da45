import { HttpResponse, http } from 'msw';
import { OVERDUE_ORG } from '../seed/orgs';
import { demoErrors } from './errors';
import { fail, ok, requireUser } from './http';
import { apiPath } from './routes';

const UNREAD_SPREAD = 12;

/** Site messages on the admin service: the unread badge and the 600001 friendly-reminder trigger. */
export const siteMessageHandlers = [
  http.get(apiPath('admin', '/siteSend/getUnReadSiteMessageCount/admin'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    return ok({ messageCount: (account.info.adminId * 7) % UNREAD_SPREAD }, 'admin');
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

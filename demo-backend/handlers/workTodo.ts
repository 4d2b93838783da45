import { HttpResponse, http } from 'msw';
import { accountAbnormalSchema } from '../../schemas/accountAbnormal';
import { todoWorkOrderSchema } from '../../schemas/todoWorkOrder';
import { collection } from '../engine/collections';
import { visibleRows } from '../engine/visibility';
import { getStore } from '../store';
import { demoErrors } from './errors';
import { fail, ok, requireUser } from './http';
import { demoAllows } from '../engine/rights';
import { apiPath } from './routes';

/** The to-do counts. The work-order to-dos' count (`GET /work/todo/count`): those the user sees, not on hold. */
export const workTodoHandlers = [
  http.get(apiPath('main', '/work/todo/count'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const rows = visibleRows(
      collection(getStore(), todoWorkOrderSchema.entity),
      account,
      todoWorkOrderSchema,
    );
    return ok({ count: rows.filter((row) => Number(row.suspended) !== 1).length });
  }),
  /**
   * The abnormal accounts' count (`POST /ads/account/wallet/log/to-do/count`): those the user
   * sees that wait on someone, neither put on hold (pending) nor flagged as a spend error.
   */
  http.post(apiPath('main', '/ads/account/wallet/log/to-do/count'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    if (!demoAllows(account, [{ subject: 'TodoAccountAbnormal', operation: 'read' }])) {
      return fail(request, demoErrors.denied);
    }
    const rows = visibleRows(
      collection(getStore(), accountAbnormalSchema.entity),
      account,
      accountAbnormalSchema,
    );
    const waiting = rows.filter(
      (row) => Number(row.pending) !== 1 && Number(row.consumeError) !== 1,
    );
    return ok({ count: waiting.length });
  }),
];

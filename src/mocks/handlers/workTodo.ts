import { HttpResponse, http } from 'msw';
import { todoWorkOrderSchema } from '../../../schemas/todoWorkOrder';
import { collection } from '../engine/collections';
import { visibleRows } from '../engine/visibility';
import { getStore } from '../store';
import { ok, requireUser } from './http';
import { apiPath } from './routes';

/** The work-order to-dos' count (`GET /work/todo/count`): those the user sees, not on hold. */
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
];

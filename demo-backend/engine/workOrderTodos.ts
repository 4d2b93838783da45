import type { WorkOrderKind, WorkOrderPlatform } from '../../schemas/workOrder';
import type { DemoDb, Row } from '../db';
import { entityOf, todoOfOrder, waitsOnTeam } from '../seed/workOrders';
import { collection, nextId } from './collections';
import type { ResourceHooks } from './hooks';

/**
 * A work-order to-do follows its order (seed/workOrders.ts says which orders wait on the media
 * team): its state as the order moves on, gone once the order leaves the waiting states (passed,
 * rejected, revoked, returned to the client), added with a new order; what the to-do keeps of
 * its own is its hold (`suspended`, with its reason). So the to-do list and its count
 * (`GET /work/todo/count`) say what waits.
 */
const TODO = 'todoWorkOrder';

/** Brings an order's to-do up to date with the order: added, moved on, or removed. */
export function followOrder(
  db: DemoDb,
  order: Row,
  platform: WorkOrderPlatform,
  kind: WorkOrderKind,
): void {
  const todos = collection(db, TODO);
  const entity = entityOf(platform, kind);
  // A deleted order (not in its list any more) leaves nothing to do.
  const present = collection(db, entity).includes(order);
  const index = todos.findIndex(
    (todo) => todo.workOrder === entity && String(todo.workOrderId) === String(order.id),
  );
  if (!present || !waitsOnTeam(order)) {
    if (index >= 0) todos.splice(index, 1);
    return;
  }
  const shown = todoOfOrder(order, platform, kind);
  if (index >= 0) Object.assign(todos[index], shown);
  else todos.unshift({ ...shown, id: nextId(todos, 'id'), suspended: 0, reason: null });
}

/** A work order's hooks, with its to-do following each of its actions and its creation. */
export function withTodo(
  hooks: ResourceHooks,
  platform: WorkOrderPlatform,
  kind: WorkOrderKind,
): ResourceHooks {
  return {
    ...hooks,
    afterAction(action, record, db, input, operator) {
      hooks.afterAction?.(action, record, db, input, operator);
      followOrder(db, record, platform, kind);
    },
    afterWrite(record, db) {
      hooks.afterWrite?.(record, db);
      followOrder(db, record, platform, kind);
    },
  };
}

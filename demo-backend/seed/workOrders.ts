import type { Row } from '../db';
import type { SeedContext } from '../engine/generate/context';
import {
  workOrderKinds,
  workOrderPlatforms,
  type WorkOrderKind,
  type WorkOrderPlatform,
} from '../../schemas/workOrder';

/**
 * Where the seeded orders stand: every status code, most of them decided as in a running system;
 * one in five waits on the media team (0, 3, 31, 4: the to-dos), a few on the client (-1, 6).
 */
const STATUSES = [1, 0, 1, 2, 3, 1, 5, 1, 31, 1, 6, 1, 2, 4, 1, -1, 1, 1, 2, 1] as const;

/** The accounts a seeded opening asks for. */
const ACCOUNTS = [
  { accountName: 'Brand US', timeZone: 'America/Los_Angeles', currency: 'USD' },
  { accountName: 'Brand EU', timeZone: 'Europe/London', currency: 'USD' },
  { accountName: 'Brand APAC', timeZone: 'Asia/Shanghai', currency: 'USD' },
];

const REASONS = [
  '资料不全，请补充营业执照',
  '开户主体与合同主体不一致',
  '账户时区有误，请确认后重新提交',
  '客户要求撤回',
];

/**
 * Work orders whose fields agree with their status (SPEC §4): a result only when decided, a
 * reason only when rejected, sent back, returned or revoked, an operator once allocated. The
 * schema's other fields are generated around these. Passed openings of the seed list no account
 * ids: their accounts predate the demo (a passed order of the demo lists those it creates).
 */
export function seedWorkOrders(kind: WorkOrderKind, count = 48): Row[] {
  return Array.from({ length: count }, (_, index) => {
    const status = STATUSES[index % STATUSES.length];
    const decided = status === 1 || status === 2;
    const row: Row = {
      id: index + 1,
      status,
      reason: [2, 4, 5, 6].includes(status) ? REASONS[index % REASONS.length] : null,
      ...([-1, 0, 6].includes(status) ? { operatorId: null, operatorName: null } : {}),
    };
    if (kind === 'Apply') {
      row.openResult = decided ? (status === 1 ? 1 : 0) : null;
      row.accountIds = null;
      row.accounts = ACCOUNTS.slice(0, 1 + (index % ACCOUNTS.length));
      row.currency = 'USD';
    }
    return row;
  });
}

/**
 * The work-order to-dos (`/todo/workOrder`, counted by `GET /work/todo/count`) are the work orders
 * waiting on the platform's media team, one each: pending review (0), sent back a step (4),
 * pre-approved (3) and under channel review (31), the states in which the team acts (SPEC §4).
 * demo-backend/engine/workOrderTodos.ts keeps each to-do following its order.
 */
export const WAITING_STATES: readonly number[] = [0, 4, 3, 31];

/** Why a seeded to-do is on hold. */
const HOLD_REASONS = ['等待客户补充资料', '等待媒体渠道回复', '客户要求暂缓处理'];

export const entityOf = (platform: WorkOrderPlatform, kind: WorkOrderKind) =>
  `workOrder${platform}${kind}`;

export const waitsOnTeam = (order: Row) => WAITING_STATES.includes(Number(order.status));

/** What a to-do shows of its work order. */
export function todoOfOrder(order: Row, platform: WorkOrderPlatform, kind: WorkOrderKind): Row {
  return {
    workOrder: entityOf(platform, kind),
    workOrderId: order.id,
    workId: order.workId,
    applySn: order.applySn,
    kind: kind === 'Apply' ? 'apply' : 'operate',
    mediaPlatform: platform,
    clientId: order.clientId,
    clientName: order.clientName,
    accountId: kind === 'Operate' ? (order.accountId ?? null) : null,
    currency: order.currency ?? null,
    amount: kind === 'Operate' ? (order.amount ?? null) : null,
    status: order.status,
    createTime: order.createTime,
  };
}

/** The seeded to-dos: the seeded orders that wait, newest first, a quarter of them on hold. */
export function seedTodoWorkOrders(context: SeedContext): Row[] {
  const orders = workOrderPlatforms.flatMap((platform) =>
    workOrderKinds.flatMap((kind) =>
      context
        .rows(entityOf(platform, kind))
        .filter(waitsOnTeam)
        .map((order) => todoOfOrder(order, platform, kind)),
    ),
  );
  orders.sort((a, b) => Number(b.createTime) - Number(a.createTime));
  return orders.map((todo, index) => {
    const suspended = index % 4 === 3 ? 1 : 0;
    const reason = suspended ? HOLD_REASONS[index % HOLD_REASONS.length] : null;
    return { ...todo, id: index + 1, suspended, reason };
  });
}

import type { Row } from '../db';
import type { WorkOrderKind } from '../../schemas/workOrder';

/** Where the seeded orders stand: every status code, most of them waiting on someone. */
const STATUSES = [0, 0, 3, 31, 1, 2, 4, 6, 5, -1, 0, 31, 3, 1] as const;

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

/** Work-order to-dos, a quarter of them on hold with the reason given. */
export function seedTodoWorkOrders(count = 48): Row[] {
  return Array.from({ length: count }, (_, index) => {
    const suspended = index % 4 === 3 ? 1 : 0;
    return { id: index + 1, suspended, reason: suspended ? REASONS[index % REASONS.length] : null };
  });
}

import type { SchemaDef } from '@/demoBackendSurface';
import type { DemoDb, Row } from '../db';
import type { DemoAccount } from '../users';
import { collection, nextId } from './collections';

/** The entity of records' history (schemas/actionLog.ts). */
export const ACTION_LOG = 'actionLog';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Writes what an account did to a record into its history, as a backend would: every generated
 * create, edit, delete and action calls this. `action` is the declared action's name or
 * create/update/delete.
 */
export function logAction(
  db: DemoDb,
  account: DemoAccount,
  schema: SchemaDef,
  record: Row,
  action: string,
  reason = '',
): void {
  if (schema.entity === ACTION_LOG) return;
  const rows = collection(db, ACTION_LOG);
  rows.push({
    id: nextId(rows, 'id'),
    targetType: schema.entity,
    targetId: String(record[schema.id]),
    action,
    operatorId: account.info.adminId,
    operatorName: account.info.name,
    reason,
    createTime: nowSeconds(),
  });
}

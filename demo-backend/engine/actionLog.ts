import type { SchemaDef } from '@/engine/types';
import type { DemoDb, Row } from '../db';
import type { DemoAccount } from '../users';
import { collection, nextId } from './collections';
import type { SeedContext } from './generate/context';

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

/** A day before the demo's seeded records, for those without a creation time. */
const SEED_EPOCH = 1_704_067_200;

/**
 * The seeded history: each seeded record of an entity with a detail page was created by a staff
 * member at its creation time (deterministic: the members in turn).
 */
export function seedActionLog(context: SeedContext, entities: readonly SchemaDef[]): Row[] {
  const members = context.rows('member');
  const rows: Row[] = [];
  for (const schema of entities) {
    context.rows(schema.entity).forEach((record, index) => {
      const operator = members.length ? members[index % members.length] : undefined;
      const created = Number(record.createTime);
      rows.push({
        id: rows.length + 1,
        targetType: schema.entity,
        targetId: String(record[schema.id]),
        action: 'create',
        operatorId: operator?.adminId ?? 0,
        operatorName: operator?.name ?? '',
        reason: '',
        createTime: Number.isFinite(created) && created > 0 ? created : SEED_EPOCH + index * 3600,
      });
    });
  }
  return rows;
}

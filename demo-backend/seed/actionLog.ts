import type { SchemaDef } from '@/demoBackendSurface';
import type { Row } from '../db';
import type { SeedContext } from '../engine/generate/context';

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

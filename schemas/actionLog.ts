import { defineFieldType, defineSchema } from '@/engine/define';

/**
 * A key matched exactly and kept as text: a record's id in any entity (big ids stay exact), an
 * entity's name. Text fields are matched in part, which would find record 12 when asked for 1.
 */
const key = defineFieldType('recordKey', { filter: 'eq', storage: 'text' });

/**
 * An entry of a record's history, from `GET /actionLog/list` (SPEC §7 names the call, not its
 * fields; assumed here): who did which operation to which record, when, with which reason.
 * `targetType` is the record's entity (a schema's `entity`: 'client', 'org'…), `targetId` its id
 * as text, `action` a declared action's name or create/update/delete.
 */
export const actionLogSchema = defineSchema({
  entity: 'actionLog',
  id: 'id',
  fields: {
    id: { type: 'number', list: true },
    targetType: { type: key, list: true, filter: true },
    targetId: { type: key, list: true, filter: true },
    action: { type: 'text', list: true },
    operatorId: { type: 'number', show: true },
    operatorName: { type: 'text', list: true },
    reason: { type: 'text', list: true },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});

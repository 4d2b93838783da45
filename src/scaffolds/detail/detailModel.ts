import type { ActionDef, DetailRelated, ResourceDef } from '@/engine/types';
import type { ParentValues } from '../listQuery';

type Row = Record<string, unknown>;

/** The resource of the history calls (`GET /actionLog/list`, resources/others.ts). */
export const ACTION_LOG = 'actionLog';

/** The operations every resource's history may name besides its declared actions. */
const CRUD_OPERATIONS = new Set(['create', 'update', 'delete', 'submitChange']);

/**
 * A related list's filters, taken from the record: `{ clientId: 'clientId' }` on client 5 gives
 * `{ clientId: 5 }`. Undefined when the record lacks one of those values: an empty filter is
 * left out of the call, and the tab would list every record's rows.
 */
export function parentValuesOf(related: DetailRelated, record: Row): ParentValues | undefined {
  const values: ParentValues = {};
  for (const [filter, field] of Object.entries(related.filters)) {
    const value = record[field];
    if (typeof value === 'number' || (typeof value === 'string' && value !== '')) {
      values[filter] = value;
    } else return undefined;
  }
  return values;
}

/** The translation key of an entry's action: a declared action's label, or create/update/delete. */
export function historyActionKey(resource: ResourceDef, action: string): string | undefined {
  const declared: ActionDef | undefined = resource.actions?.[action];
  if (declared) return declared.label ?? `actions.${action}`;
  if (CRUD_OPERATIONS.has(action)) return `detail.operations.${action}`;
  return undefined;
}

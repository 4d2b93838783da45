import { useInvalidate } from '@refinedev/core';
import { useCallback, useMemo } from 'react';
import { useAppAbility } from '@/access/AbilityContext';
import { apis } from '@/data';
import { parseEndpoint } from '@/data/contract';
import type { ActionDef, ResourceDef } from '@/engine/types';

type Row = Record<string, unknown>;

/** Does the record's state allow the action (its `when` fields hold one of the listed values)? */
export function stateAllows(action: ActionDef, record: Row): boolean {
  if (!action.when) return true;
  return Object.entries(action.when).every(([field, values]) =>
    values.some((value) => String(value) === String(record[field])),
  );
}

export const reasonKeyOf = (action: ActionDef): string | null =>
  action.reason ? (action.reason === true ? 'reason' : action.reason) : null;

/** The request an action sends: the record id under the declared key, and the reason if asked. */
export function actionRequest(
  resource: ResourceDef,
  action: ActionDef,
  record: Row,
  reason?: string,
) {
  const { method, path, idParam } = parseEndpoint(action.call);
  const idField = resource.schema?.id ?? 'id';
  const data: Record<string, unknown> = { [idParam ?? idField]: record[idField] };
  const reasonKey = reasonKeyOf(action);
  if (reasonKey) data[reasonKey] = reason?.trim();
  return { method, path, data };
}

/** The declared actions of a resource: which show for a record, and running one. */
export function useResourceActions(resource: ResourceDef) {
  const ability = useAppAbility();
  const invalidate = useInvalidate();
  const entries = useMemo(() => Object.entries(resource.actions ?? {}), [resource]);

  const visibleFor = useCallback(
    (record: Row) =>
      entries.filter(
        ([name, action]) =>
          stateAllows(action, record) && ability.can(action.ability ?? name, resource.subject),
      ),
    [entries, ability, resource.subject],
  );

  const run = useCallback(
    async (action: ActionDef, record: Row, reason?: string) => {
      await apis[resource.service ?? 'main'].request(
        actionRequest(resource, action, record, reason),
      );
      await invalidate({ resource: resource.name, invalidates: ['list', 'many', 'detail'] });
    },
    [resource, invalidate],
  );

  return { visibleFor, run };
}

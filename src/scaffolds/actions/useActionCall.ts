import { useInvalidate, useUpdate, type BaseKey } from '@refinedev/core';
import { useCallback } from 'react';
import type { ActionDef, ResourceDef } from '@/engine/types';
import { abilityOf } from '@/engine/actions';

type Row = Record<string, unknown>;

/**
 * Runs one action on one record through Refine's `useUpdate`: the action's own call stands in
 * for the resource's update endpoint, with the record's id under the key the call names. The data
 * provider checks the right (`meta.operation` on this record) before sending. A quiet call
 * (batches) shows no error toast and refreshes nothing: the batch reports and refreshes once.
 * The lists of the detail page's `related` tabs are refreshed too: an action may write to them
 * (a virtual card's step adds a record).
 */
export function useActionCall(resource: ResourceDef) {
  const { mutateAsync } = useUpdate();
  const invalidate = useInvalidate();
  const idField = resource.schema?.id ?? 'id';
  const related = resource.detail?.related;
  return useCallback(
    async (name: string, action: ActionDef, record: Row, values: Row = {}, quiet = false) => {
      const result = await mutateAsync({
        resource: resource.name,
        id: record[idField] as BaseKey,
        values,
        meta: {
          endpoints: { update: action.call },
          operation: abilityOf(name, action),
          record,
          quiet,
        },
        mutationMode: 'pessimistic',
        invalidates: quiet ? [] : ['list', 'many', 'detail'],
        successNotification: false,
        errorNotification: false,
      });
      if (!quiet) {
        await Promise.all(
          (related ?? []).map((tab) =>
            invalidate({ resource: tab.resource, invalidates: ['list'] }),
          ),
        );
      }
      return result;
    },
    [mutateAsync, invalidate, related, resource.name, idField],
  );
}

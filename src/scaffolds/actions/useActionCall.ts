import { useInvalidate, useUpdate, type BaseKey } from '@refinedev/core';
import { useCallback } from 'react';
import type { ActionDef, ResourceDef } from '@/engine/types';
import { abilityOf } from '@/engine/actions';

type Row = Record<string, unknown>;

/**
 * The body an action declares (`body`): the record's fields and what the action sets; a list
 * body carries one item per record when a batch sends its rows in one call.
 */
export function actionBody(
  action: ActionDef,
  record: Row,
  rows: Row[] = [record],
): Row | Row[] | undefined {
  const body = action.body;
  if (!body) return undefined;
  const itemOf = (row: Row) => {
    const item: Row = {};
    for (const field of body.fields) item[field] = row[field];
    return Object.assign(item, action.sets ?? {});
  };
  return body.list ? rows.map(itemOf) : itemOf(record);
}

/**
 * Runs one action on one record through Refine's `useUpdate`: the action's own call stands in
 * for the resource's update endpoint, with the record's id under the key the call names. The data
 * provider checks the right (`meta.operation` on this record) before sending. A quiet call
 * (batches) shows no error toast and refreshes nothing: the batch reports and refreshes once.
 * The lists of the detail page's `related` tabs are refreshed too: an action may write to them
 * (a virtual card's step adds a record). `together` is the rows of a batch sent in one call
 * (a list `body`); the first of them is the record the call is made on.
 */
export function useActionCall(resource: ResourceDef) {
  const { mutateAsync } = useUpdate();
  const invalidate = useInvalidate();
  const idField = resource.schema?.id ?? 'id';
  const related = resource.detail?.related;
  return useCallback(
    async (
      name: string,
      action: ActionDef,
      record: Row,
      values: Row = {},
      quiet = false,
      together?: Row[],
    ) => {
      const result = await mutateAsync({
        resource: resource.name,
        id: record[idField] as BaseKey,
        values,
        meta: {
          endpoints: { update: action.call },
          operation: abilityOf(name, action),
          record,
          quiet,
          body: actionBody(action, record, together),
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

import { useCallback } from 'react';
import { useAppAbility } from '@/auth/AbilityContext';
import { canDo } from '@/access/can';
import { dataProvider } from '@/data';
import { abilityOf, stateAllows } from '@/engine/actions';
import type { ActionDef, ResourceDef } from '@/engine/types';
import { rowActionsOf } from '@/scaffolds/actions/actionModel';
import { runsOnPhone } from './h5ActionFields';

type Row = Record<string, unknown>;

/**
 * A record's declared actions on a phone: offered as on the desktop (its state allows them and
 * the user has the right on this record, src/scaffolds/actions/useActionRunner.tsx), and run
 * through the same data-provider call (the action's own endpoint, the rights checked first).
 */
export function useH5Actions(resource: ResourceDef) {
  const ability = useAppAbility();
  const idField = resource.schema?.id ?? 'id';

  const visibleFor = useCallback(
    (record: Row) =>
      rowActionsOf(resource).filter(
        ([name, action]) =>
          runsOnPhone(action) &&
          stateAllows(action, record) &&
          canDo(ability, abilityOf(name, action), resource.subject, record),
      ),
    [resource, ability],
  );

  const run = useCallback(
    (name: string, action: ActionDef, record: Row, values: Row = {}) => {
      return dataProvider.update({
        resource: resource.name,
        id: record[idField] as string | number,
        variables: values,
        meta: { endpoints: { update: action.call }, operation: abilityOf(name, action), record },
      });
    },
    [resource.name, idField],
  );

  return { visibleFor, run };
}

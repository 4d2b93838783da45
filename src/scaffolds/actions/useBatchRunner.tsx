import { useInvalidate } from '@refinedev/core';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppAbility } from '@/auth/AbilityContext';
import { canDo } from '@/access/can';
import type { ActionDef, ResourceDef } from '@/engine/types';
import { abilityOf } from '@/engine/actions';
import { batchActionsOf } from './actionModel';
import type { BatchDeps } from './batchFlow';
import { useActionCall } from './useActionCall';
import { ActionFormModal } from './useActionRunner';
import { useFeedback } from '@/ui/feedback';

type Row = Record<string, unknown>;

// How a batch runs (checks, confirmation, the calls, the result) loads with the first one.
const batchFlow = () => import('./batchFlow');

/**
 * Runs a declared action on selected rows. Each row is checked first (its state, the user's right
 * on it): those that do not qualify are named with why and left out, and the user confirms the
 * rest. Values the action takes are asked once. The call then runs row by row; the result says
 * how many succeeded and lists each failure with its reason; the list refreshes and `onDone`
 * clears the selection.
 */
export function useBatchRunner(resource: ResourceDef, onDone: () => void) {
  const { t, i18n } = useTranslation();
  const { modal } = useFeedback();
  const ability = useAppAbility();
  const invalidate = useInvalidate();
  const call = useActionCall(resource);
  const [asking, setAsking] = useState<{ name: string; action: ActionDef; rows: Row[] } | null>(
    null,
  );
  const [running, setRunning] = useState<string | null>(null);

  /** The batch actions the user may use on some row of this list. */
  const offered = batchActionsOf(resource).filter(([name, action]) =>
    canDo(ability, abilityOf(name, action), resource.subject),
  );

  const deps: BatchDeps = {
    resource,
    t,
    exists: (key) => i18n.exists(key),
    modal,
    ability,
    invalidate,
    call,
    ask: setAsking,
    setRunning,
    onDone,
  };

  const start = (name: string, action: ActionDef, selected: Row[]) =>
    void batchFlow().then(({ startBatch }) => startBatch(deps, name, action, selected));

  const dialog: ReactNode = asking && (
    <Suspense fallback={null}>
      <ActionFormModal
        resource={resource}
        name={asking.name}
        action={asking.action}
        records={asking.rows}
        onBatch={(values) =>
          void batchFlow().then(({ runBatch }) =>
            runBatch(deps, asking.name, asking.action, asking.rows, values),
          )
        }
        onClose={() => setAsking(null)}
      />
    </Suspense>
  );

  return { offered, start, running, dialog };
}

import { useInvalidate } from '@refinedev/core';

import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppAbility } from '@/access/AbilityContext';
import { canDo } from '@/access/can';
import type { ActionDef, ResourceDef } from '@/engine/types';
import { fieldText } from '../fields/renderers';
import { abilityOf } from '@/engine/actions';
import {
  actionFieldsOf,
  batchActionsOf,
  labelOf,
  planBatch,
  recordName,
  stateText,
  type SkipReason,
} from './actionModel';
import { useActionCall } from './useActionCall';
import { ActionFormModal } from './useActionRunner';
import { useFeedback } from '@/ui/feedback';

type Row = Record<string, unknown>;

export interface BatchOutcome {
  succeeded: number;
  failures: { record: Row; reason: string }[];
}

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

  const why = (action: ActionDef, record: Row, reason: SkipReason) =>
    reason === 'right'
      ? t('list.batchNoRight')
      : stateText(resource, action, record, t, (name, field, row) =>
          fieldText({ name, field, value: row[name], record: row, t }),
        );

  const listOf = (items: { record: Row; text: string }[]) => (
    <ul className="batch-list">
      {items.map(({ record, text }) => (
        <li key={recordName(resource, record)}>
          {recordName(resource, record)}: {text}
        </li>
      ))}
    </ul>
  );

  const runAll = async (name: string, action: ActionDef, rows: Row[], values: Row) => {
    setRunning(name);
    const outcome: BatchOutcome = { succeeded: 0, failures: [] };
    for (const record of rows) {
      try {
        await call(name, action, record, values, true);
        outcome.succeeded += 1;
      } catch (error) {
        outcome.failures.push({ record, reason: (error as Error).message || t('errors.generic') });
      }
    }
    setRunning(null);
    await invalidate({ resource: resource.name, invalidates: ['list', 'many', 'detail'] });
    onDone();
    const label = t(labelOf(name, action));
    const failed = outcome.failures.length;
    (failed ? modal.warning : modal.success)({
      title: t('list.batchResult', { action: label, succeeded: outcome.succeeded, failed }),
      content: failed
        ? listOf(outcome.failures.map(({ record, reason }) => ({ record, text: reason })))
        : null,
      okText: t('buttons.confirm'),
    });
    return outcome;
  };

  const start = (name: string, action: ActionDef, selected: Row[]) => {
    const label = t(labelOf(name, action));
    const { runs, skipped } = planBatch(action, selected, (record) =>
      canDo(ability, abilityOf(name, action), resource.subject, record),
    );
    const skippedList = skipped.length
      ? listOf(skipped.map(({ record, reason }) => ({ record, text: why(action, record, reason) })))
      : null;
    const skippedTitle = t(action.skippedMessage ?? 'list.batchSkipped', { count: skipped.length });
    if (!runs.length) {
      void modal.warning({
        title: skippedTitle,
        content: skippedList,
        okText: t('buttons.confirm'),
      });
      return;
    }
    const takesValues = actionFieldsOf(name, action, (key) => i18n.exists(key)).length > 0;
    const proceed = () => {
      if (takesValues) setAsking({ name, action, rows: runs });
      else void runAll(name, action, runs, {});
    };
    if (!skipped.length && takesValues) return proceed();
    void modal.confirm({
      title: t('list.batchConfirm', { action: label, count: runs.length }),
      content: skippedList && (
        <>
          <p>{skippedTitle}</p>
          {skippedList}
        </>
      ),
      okText: t('buttons.confirm'),
      cancelText: t('buttons.cancel'),
      okButtonProps: { danger: action.danger },
      onOk: proceed,
    });
  };

  const dialog: ReactNode = asking && (
    <Suspense fallback={null}>
      <ActionFormModal
        resource={resource}
        name={asking.name}
        action={asking.action}
        records={asking.rows}
        onBatch={(values) => void runAll(asking.name, asking.action, asking.rows, values)}
        onClose={() => setAsking(null)}
      />
    </Suspense>
  );

  return { offered, start, running, dialog, runAll };
}

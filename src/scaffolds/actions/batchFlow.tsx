import type { useInvalidate } from '@refinedev/core';
import type { AppAbility } from '@/access/ability';
import { canDo } from '@/access/can';
import { abilityOf } from '@/engine/actions';
import type { ActionDef, ResourceDef } from '@/engine/types';
import type { TFunction } from '@/engine/text';
import type { useFeedback } from '@/ui/feedback';
import { fieldText } from '../fields/renderers';
import {
  actionFieldsOf,
  labelOf,
  planBatch,
  recordName,
  stateText,
  type SkipReason,
} from './actionModel';

type Row = Record<string, unknown>;

export interface BatchOutcome {
  succeeded: number;
  failures: { record: Row; reason: string }[];
}

/** What a batch needs from the list it runs on (see useBatchRunner). */
export interface BatchDeps {
  resource: ResourceDef;
  t: TFunction;
  /** Whether a translation key exists (an action's own field labels). */
  exists: (key: string) => boolean;
  modal: ReturnType<typeof useFeedback>['modal'];
  ability: AppAbility;
  invalidate: ReturnType<typeof useInvalidate>;
  call: (
    name: string,
    action: ActionDef,
    record: Row,
    values: Row,
    quiet: boolean,
    together?: Row[],
  ) => Promise<unknown>;
  ask: (asking: { name: string; action: ActionDef; rows: Row[] }) => void;
  setRunning: (name: string | null) => void;
  onDone: () => void;
}

function listOf(deps: BatchDeps, items: { record: Row; text: string }[]) {
  return (
    <ul className="batch-list">
      {items.map(({ record, text }) => (
        <li key={recordName(deps.resource, record)}>
          {recordName(deps.resource, record)}: {text}
        </li>
      ))}
    </ul>
  );
}

const why = ({ resource, t }: BatchDeps, action: ActionDef, record: Row, reason: SkipReason) =>
  reason === 'right'
    ? t('list.batchNoRight')
    : stateText(resource, action, record, t, (name, field, row) =>
        fieldText({ name, field, value: row[name], record: row, t }),
      );

/** A batch's number: when it started, to the second, and 3 random digits (`20261124145501-042`). */
export function batchNumber(now = new Date()): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const stamp = `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;
  return `${stamp}-${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/**
 * Runs the action on each row in turn, or on all of them in one call when its body is a list
 * (SPEC §7's send items), then says how many succeeded and why others failed.
 */
export async function runBatch(
  deps: BatchDeps,
  name: string,
  action: ActionDef,
  rows: Row[],
  asked: Row,
): Promise<BatchOutcome> {
  const { t, modal, resource } = deps;
  const values = action.batchKey ? { ...asked, [action.batchKey]: batchNumber() } : asked;
  deps.setRunning(name);
  const outcome: BatchOutcome = { succeeded: 0, failures: [] };
  const reasonOf = (error: unknown) => (error as Error).message || t('errors.generic');
  if (action.body?.list && rows[0]) {
    try {
      await deps.call(name, action, rows[0], values, true, rows);
      outcome.succeeded = rows.length;
    } catch (error) {
      outcome.failures = rows.map((record) => ({ record, reason: reasonOf(error) }));
    }
  } else {
    for (const record of rows) {
      try {
        await deps.call(name, action, record, values, true);
        outcome.succeeded += 1;
      } catch (error) {
        outcome.failures.push({ record, reason: reasonOf(error) });
      }
    }
  }
  deps.setRunning(null);
  await deps.invalidate({ resource: resource.name, invalidates: ['list', 'many', 'detail'] });
  deps.onDone();
  const label = t(labelOf(name, action));
  const failed = outcome.failures.length;
  (failed ? modal.warning : modal.success)({
    title: t('list.batchResult', { action: label, succeeded: outcome.succeeded, failed }),
    content: failed
      ? listOf(
          deps,
          outcome.failures.map(({ record, reason }) => ({ record, text: reason })),
        )
      : null,
    okText: t('buttons.confirm'),
  });
  return outcome;
}

/**
 * Checks each selected row (its state, the user's right on it), names those left out and why,
 * and asks the user to confirm the rest, or for the action's values first.
 */
export function startBatch(deps: BatchDeps, name: string, action: ActionDef, selected: Row[]) {
  const { t, modal, resource, ability } = deps;
  const label = t(labelOf(name, action));
  const { runs, skipped } = planBatch(action, selected, (record) =>
    canDo(ability, abilityOf(name, action), resource.subject, record),
  );
  const skippedList = skipped.length
    ? listOf(
        deps,
        skipped.map(({ record, reason }) => ({ record, text: why(deps, action, record, reason) })),
      )
    : null;
  const skippedTitle = t(action.skippedMessage ?? 'list.batchSkipped', { count: skipped.length });
  if (!runs.length) {
    void modal.warning({ title: skippedTitle, content: skippedList, okText: t('buttons.confirm') });
    return;
  }
  const takesValues = actionFieldsOf(name, action, deps.exists).length > 0;
  const proceed = () => {
    if (takesValues) deps.ask({ name, action, rows: runs });
    else void runBatch(deps, name, action, runs, {});
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
}

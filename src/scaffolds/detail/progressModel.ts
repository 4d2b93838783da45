import type { DetailProgress, ResourceDef } from '@/engine/types';

type Row = Record<string, unknown>;
type State = string | number;

const sameState = (a: unknown, b: State) =>
  a !== undefined && a !== null && String(a) === String(b);

/** The stage holding a state, or -1 for a state no stage lists. */
export function stageOfState(progress: DetailProgress, state: unknown): number {
  return progress.steps.findIndex((step) => step.states.some((s) => sameState(state, s)));
}

/**
 * The stage a history entry acted in: creating a record starts the first; an action that sets
 * the state field moves the record into that state's stage; one that leaves it (an allocation)
 * acts in the stage of the states it is offered in. Undefined for entries outside the stages
 * (an edit).
 */
export function stageOfEntry(
  resource: ResourceDef,
  progress: DetailProgress,
  action: string,
): number | undefined {
  if (action === 'create') return 0;
  const declared = resource.actions?.[action];
  if (!declared) return undefined;
  const set = declared.sets?.[progress.field];
  if (set !== undefined) {
    const stage = stageOfState(progress, set);
    return stage < 0 ? undefined : stage;
  }
  const offered = declared.when?.[progress.field]?.[0];
  if (offered === undefined) return undefined;
  const stage = stageOfState(progress, offered);
  return stage < 0 ? undefined : stage;
}

/** Each stage's latest entry (entries come newest first), by stage index. */
export function latestByStage(
  resource: ResourceDef,
  progress: DetailProgress,
  entries: readonly Row[],
): Map<number, Row> {
  const latest = new Map<number, Row>();
  for (const entry of entries) {
    const stage = stageOfEntry(resource, progress, String(entry.action ?? ''));
    if (stage !== undefined && !latest.has(stage)) latest.set(stage, entry);
  }
  return latest;
}

/** The newest reason given (a rejection, a cancellation, a return for modification). */
export function latestReason(entries: readonly Row[]): string | undefined {
  const entry = entries.find((e) => typeof e.reason === 'string' && e.reason.trim() !== '');
  return entry ? String(entry.reason) : undefined;
}

import type { ActionDef } from './types';

type Row = Record<string, unknown>;

/** The CASL action a declared action is checked against (src/access/rules.ts). */
export const abilityOf = (name: string, action: ActionDef) => action.ability ?? name;

const holds = (record: Row, field: string, values: readonly (string | number)[]) =>
  values.some((value) => String(value) === String(record[field]));

/**
 * Does the record's state allow the action: its `when` fields hold one of the listed values, and
 * none of its `unless` fields does?
 */
export function stateAllows(action: ActionDef, record: Row): boolean {
  return (
    Object.entries(action.when ?? {}).every(([field, values]) => holds(record, field, values)) &&
    !Object.entries(action.unless ?? {}).some(([field, values]) => holds(record, field, values))
  );
}

/** The field an action's reason travels in, when it asks for one. */
export const reasonKeyOf = (action: ActionDef): string | null =>
  action.reason ? (action.reason === true ? 'reason' : action.reason) : null;

import type { ActionDef } from './types';

type Row = Record<string, unknown>;

/** The CASL action a declared action is checked against (src/access/rules.ts). */
export const abilityOf = (name: string, action: ActionDef) => action.ability ?? name;

/** Does the record's state allow the action (its `when` fields hold one of the listed values)? */
export function stateAllows(action: ActionDef, record: Row): boolean {
  return Object.entries(action.when ?? {}).every(([field, values]) =>
    values.some((value) => String(value) === String(record[field])),
  );
}

/** The field an action's reason travels in, when it asks for one. */
export const reasonKeyOf = (action: ActionDef): string | null =>
  action.reason ? (action.reason === true ? 'reason' : action.reason) : null;

import { stateAllows } from './actions';
import type { CrudGuard, ResourceDef } from './types';

type Row = Record<string, unknown>;

const guardOf = (resource: ResourceDef, kind: 'edit' | 'remove') => resource.crud?.[kind];

/** Is the value nothing or zero (an amount, a count, an empty list)? */
function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'number') return value === 0;
  if (typeof value === 'string') return /^-?0*(\.0*)?$/.test(value.trim());
  return false;
}

/** The fields of a guard's `empty` that hold something (a client's money or accounts). */
export function filledFields(guard: CrudGuard, record: Row): string[] {
  return (guard.empty ?? []).filter((name) => !isEmptyValue(record[name]));
}

/** Does the resource offer edit (or delete) at all: declared and with its endpoint? */
export function offersCrud(resource: ResourceDef, kind: 'edit' | 'remove'): boolean {
  const endpoint = kind === 'edit' ? resource.endpoints?.update : resource.endpoints?.remove;
  return Boolean(guardOf(resource, kind) && endpoint);
}

/**
 * Why the record cannot be edited (or deleted) in the state it is in: 'state' outside the
 * guard's `when`, 'notEmpty' while an `empty` field holds something; null when it can.
 */
export function crudRefusal(
  resource: ResourceDef,
  kind: 'edit' | 'remove',
  record: Row,
): 'state' | 'notEmpty' | null {
  const option = guardOf(resource, kind);
  if (!option || option === true) return null;
  if (option.when && !stateAllows({ call: '', when: option.when }, record)) return 'state';
  return filledFields(option, record).length ? 'notEmpty' : null;
}

/** May this record be edited (or deleted) in its state (rights aside)? */
export const crudAllows = (resource: ResourceDef, kind: 'edit' | 'remove', record: Row) =>
  offersCrud(resource, kind) && crudRefusal(resource, kind, record) === null;

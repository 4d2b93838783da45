import type { Row } from '../db';
import { demoErrors } from '../handlers/errors';
import type { Refusal } from './validation';

export interface HookArgs {
  /** The coerced input (schema fields present in the body). */
  input: Row;
  /** The collection, to check uniqueness against. */
  rows: readonly Row[];
  /** The record being edited; absent on create. */
  record?: Row;
}

/** Rules a declaration cannot state, added by hand to a resource's generated create and edit. */
export interface ResourceHooks {
  /** Adjusts the input before it is validated and saved (e.g. upper-cases a code). */
  normalize?(input: Row): void;
  /** Runs after the schema's own rules; a refusal is answered as is. */
  validate?(args: HookArgs): Refusal | undefined;
}

/** The hooks by resource name. */
export const resourceHooks: Record<string, ResourceHooks> = {
  // Currency codes are upper case and unique.
  currency: {
    normalize(input) {
      if (typeof input.currency === 'string') input.currency = input.currency.toUpperCase();
    },
    validate({ input, rows, record }) {
      const code = input.currency;
      const taken = rows.some((row) => row !== record && row.currency === code);
      return code !== undefined && taken
        ? { error: demoErrors.duplicate, params: { field: String(code) } }
        : undefined;
    },
  },
};

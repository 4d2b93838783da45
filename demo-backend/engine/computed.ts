import { computeValue, toFraction, type SchemaDef } from '@/demoBackendSurface';
import type { Row } from '../db';

/**
 * A decimal as the demo keeps it: a number when a number holds it exactly, else the text (a
 * real backend's decimal column keeps every digit).
 */
export function storedDecimal(text: string): number | string {
  const number = Number(text);
  const exact = toFraction(text);
  const held = Number.isFinite(number) ? toFraction(number) : null;
  return exact && held && exact.n === held.n && exact.d === held.d ? number : text;
}

/**
 * Works out a record's computed fields from its inputs, with the formulas the console shows them
 * by (src/engine/formula.ts), in declaration order (a computed field may read an earlier one).
 */
export function applyComputed(schema: SchemaDef, row: Row): Row {
  for (const [name, field] of Object.entries(schema.fields)) {
    if (!field.computed) continue;
    const value = computeValue(field, row);
    if (value === null) delete row[name];
    else row[name] = storedDecimal(value);
  }
  return row;
}

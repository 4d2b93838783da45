import type { FieldDef, FormOptions, SchemaDef } from '@/engine/types';
import type { Row } from '../db';
import { toSeconds } from './dates';

export function formOptions(field: FieldDef): FormOptions | undefined {
  if (!field.form) return undefined;
  return field.form === true ? {} : field.form;
}

const numeric = (value: string) => value !== '' && Number.isFinite(Number(value));

/** A request value in the type the schema stores: numbers as numbers, dates as seconds, text trimmed. */
export function coerce(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((item) => coerce(field, item));
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  switch (field.type) {
    case 'boolean':
      if (text === 'true' || text === 'false') return text === 'true' ? 1 : 0;
      return numeric(text) ? Number(text) : text;
    case 'number':
    case 'money':
    case 'percent':
      return numeric(text) ? Number(text) : text;
    case 'enum':
      return field.enum?.options.some((option) => typeof option.value === 'number') && numeric(text)
        ? Number(text)
        : text;
    case 'reference':
      return field.ref !== 'currency' && numeric(text) ? Number(text) : text;
    case 'date':
    case 'datetime':
      return toSeconds(text) ?? text;
    default:
      return text;
  }
}

/**
 * The schema's fields present in a create or edit body, coerced; the id and unknown keys are
 * left out. An edit ignores fields that cannot change once the record exists.
 */
export function readInput(schema: SchemaDef, body: Row, mode: 'create' | 'update'): Row {
  const input: Row = {};
  for (const [name, field] of Object.entries(schema.fields)) {
    if (name === schema.id || !Object.hasOwn(body, name)) continue;
    if (mode === 'update' && formOptions(field)?.readOnlyOnEdit) continue;
    input[name] = coerce(field, body[name]);
  }
  return input;
}

import {
  fieldTypeOf,
  type FieldDef,
  type FormOptions,
  type SchemaDef,
  type Storage,
} from '@/demoBackendSurface';
import type { Row } from '../db';
import { storedDecimal } from './computed';
import { toSeconds } from './dates';

export function formOptions(field: FieldDef): FormOptions | undefined {
  if (!field.form) return undefined;
  return field.form === true ? {} : field.form;
}

const numeric = (value: string) => value !== '' && Number.isFinite(Number(value));

/** A request value in the type the schema stores: numbers as numbers, dates as seconds, text trimmed. */
export function coerce(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  const storage = fieldTypeOf(field).storage;
  if (storage === 'rows') return coerceRows(field, value);
  if (storage === 'list') {
    const items = Array.isArray(value) ? value : String(value).split(',');
    return [...new Set(items.map((item) => String(item).trim()).filter(Boolean))];
  }
  if (Array.isArray(value)) return value.map((item) => coerce(field, item));
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return (readers[storage] ?? ((raw: string) => raw))(text, field);
}

/** A nested editor's rows: objects only, each row field coerced by its own type. */
function coerceRows(field: FieldDef, value: unknown): Row[] {
  let rows = value;
  if (typeof rows === 'string') {
    try {
      rows = JSON.parse(rows) as unknown;
    } catch {
      return [];
    }
  }
  if (!Array.isArray(rows)) return [];
  return rows
    .filter((row): row is Row => typeof row === 'object' && row !== null && !Array.isArray(row))
    .map((row) => {
      const kept: Row = {};
      for (const [name, rowField] of Object.entries(field.of ?? {})) {
        const coerced = coerce(rowField, row[name]);
        if (coerced !== undefined) kept[name] = coerced;
      }
      return kept;
    });
}

const asNumber = (text: string) => (numeric(text) ? Number(text) : text);

/** Text from a request read as each storage keeps it. */
const readers: Partial<Record<Storage, (text: string, field: FieldDef) => unknown>> = {
  flag: (text) =>
    text === 'true' || text === 'false' ? (text === 'true' ? 1 : 0) : asNumber(text),
  number: asNumber,
  decimal: (text) => (numeric(text) ? storedDecimal(text) : text),
  enum: (text, field) =>
    field.enum?.options.some((option) => typeof option.value === 'number') ? asNumber(text) : text,
  // Ids are numbers; a code (a currency's 'USD') stays text.
  reference: asNumber,
  seconds: (text) => toSeconds(text) ?? text,
};

/**
 * The schema's fields present in a create or edit body, coerced; the id and unknown keys are
 * left out. An edit ignores fields that cannot change once the record exists.
 */
export function readInput(schema: SchemaDef, body: Row, mode: 'create' | 'update'): Row {
  const input: Row = {};
  for (const [name, field] of Object.entries(schema.fields)) {
    // A computed field is worked out from its inputs, never taken from a request.
    if (name === schema.id || field.computed || !Object.hasOwn(body, name)) continue;
    if (mode === 'update' && formOptions(field)?.readOnlyOnEdit) continue;
    input[name] = coerce(field, body[name]);
  }
  return input;
}

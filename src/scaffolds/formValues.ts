import { isShown } from '@/engine/conditions';
import type { FieldDef, SchemaDef } from '@/engine/types';
import { toFormValue, toPayloadValue } from './fields/inputs';
import { formFields, formOptions, type FieldEntry } from './schemaFields';
// Nested editors' rows in and out of a form (field type 'list').
import './forms/listValues';

type Values = Record<string, unknown>;

/** Values of some fields from a record (or each field's initial value, for a new one). */
export function fieldsToFormValues(fields: readonly FieldEntry[], record?: Values): Values {
  const values: Values = {};
  for (const [name, field] of fields) {
    const raw = record ? record[name] : formOptions(field)?.initial;
    if (raw === undefined || raw === null) continue;
    values[name] = toFormValue(field, raw);
  }
  return values;
}

/**
 * Form values of some fields as sent to the backend: dates as text, text trimmed, amounts as typed.
 * A field hidden by its `showWhen` is not sent.
 */
export function fieldsToPayload(fields: readonly FieldEntry[], values: Values): Values {
  const payload: Values = {};
  for (const [name, field] of fields) {
    const value = values[name];
    if (value !== undefined && isShown(field, values))
      payload[name] = toPayloadValue(field as FieldDef, value);
  }
  return payload;
}

/** A record (or nothing, for a new one) as the values of its form. */
export function toFormValues(schema: SchemaDef, mode: 'create' | 'edit', record?: Values): Values {
  return fieldsToFormValues(formFields(schema, mode), record);
}

/** Form values as sent to the backend. */
export function toPayload(schema: SchemaDef, mode: 'create' | 'edit', values: Values): Values {
  return fieldsToPayload(formFields(schema, mode), values);
}

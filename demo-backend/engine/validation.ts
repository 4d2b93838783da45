import {
  currencyDecimals,
  fieldTypeOf,
  isRequired,
  isShown,
  readMonth,
  significantDecimals,
  type FieldDef,
  type SchemaDef,
} from '@/demoBackendSurface';
import type { Row } from '../db';
import { demoErrors, type DemoError } from '../handlers/errors';
import type { MessageParam } from '../handlers/http';
import { formOptions } from './input';
import { outOfBounds } from './bounds';
import { checkNotBefore, sameTime, validateRows } from './rowValidation';

/**
 * A refused request: the error to answer with and the values of its message placeholders (a
 * value written in each language where it reads so, as a date: `dayInWords`).
 */
export interface Refusal {
  error: DemoError;
  params?: Record<string, MessageParam>;
}

export const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

const zeroOrNotANumber = (value: unknown) => isEmpty(value) || !Number(value);

/**
 * An amount with more decimals than its currency allows (src/engine/currencies.ts) is refused,
 * never rounded. The currency is fixed, sent with the amount, or the record's.
 */
function tooManyDecimals(
  name: string,
  field: FieldDef,
  raw: unknown,
  currencyOf: (holder: string) => unknown,
): Refusal | undefined {
  if (field.type !== 'money' || !field.currency || isEmpty(raw)) return undefined;
  const code =
    typeof field.currency === 'string' ? field.currency : currencyOf(field.currency.field);
  const decimals = currencyDecimals(isEmpty(code) ? undefined : String(code));
  const places = significantDecimals(raw);
  if (places === null || places <= decimals) return undefined;
  const params = { field: name, currency: String(code ?? ''), decimals: String(decimals) };
  return { error: demoErrors.tooManyDecimals, params };
}

/** A date the request sent that is no real date (month 13, '0000-00-00'): kept as text by coerce. */
function badDate(field: FieldDef, value: unknown): boolean {
  if (isEmpty(value)) return false;
  const storage = fieldTypeOf(field).storage;
  if (storage === 'seconds') return typeof value !== 'number';
  return storage === 'month' && readMonth(value) !== String(value);
}

/**
 * Checks an input against the schema's form rules, the first failure first (in field order):
 * non-zero amounts, required (always, or while a `requiredWhen` holds), not before the current
 * month/today, the field's bounds (length, range, sign, decimals, a phone's format), a nested
 * editor's rows, email format; a field hidden by its `showWhen` is not
 * checked. A create checks every form field of the create form;
 * an edit checks the fields it sends.
 */
export function validateInput(
  schema: SchemaDef,
  input: Row,
  mode: 'create' | 'update',
  record?: Row,
): Refusal | undefined {
  const otherMode = mode === 'create' ? 'edit' : 'create';
  for (const [name, field] of Object.entries(schema.fields)) {
    const form = formOptions(field);
    const value = input[name];
    // A field its `showWhen` hides is not part of the form: nothing to check.
    const checked =
      form &&
      form.on !== otherMode &&
      (mode === 'create' || Object.hasOwn(input, name)) &&
      isShown(field, input);
    // 'X cannot be empty or 0' says more than 'X cannot be empty', so it is checked first.
    if (checked && form.nonZero && zeroOrNotANumber(value)) {
      return { error: demoErrors.emptyOrZero, params: { field: name } };
    }
    if (checked && isRequired(field, input) && isEmpty(value)) {
      return { error: demoErrors.required, params: { field: name } };
    }
    const minimum = form?.minBy?.values[String(input[form.minBy.field] ?? '')];
    if (checked && minimum !== undefined && !isEmpty(value) && Number(value) < minimum) {
      return {
        error: demoErrors.belowMinimum,
        params: { field: name, min: String(minimum), unit: String(input[form.minBy!.field]) },
      };
    }
    const bounds = checked ? outOfBounds(name, field, value) : undefined;
    if (bounds) return bounds;
    const refusal = tooManyDecimals(name, field, value, (holder) =>
      Object.hasOwn(input, holder) ? input[holder] : record?.[holder],
    );
    if (refusal) return refusal;
    if (badDate(field, value)) return { error: demoErrors.dateFormat, params: { field: name } };
    // A month or date the record already held stays (a policy in effect since).
    const held = record !== undefined && sameTime(field, record[name], value);
    const notBefore = checked && !held ? checkNotBefore(name, field, value) : undefined;
    if (notBefore) return notBefore;
    if (checked && field.type === 'list' && Array.isArray(value)) {
      const kept = Array.isArray(record?.[name]) ? (record[name] as Row[]) : [];
      const refusal = validateRows(name, field, value as Row[], kept);
      if (refusal) return refusal;
    }
    if (field.type === 'email' && typeof value === 'string' && value && !EMAIL_FORMAT.test(value)) {
      return { error: demoErrors.emailFormat, params: { field: name } };
    }
  }
  return undefined;
}

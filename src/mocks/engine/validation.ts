import type { SchemaDef } from '@/engine/types';
import type { Row } from '../db';
import { demoErrors, type DemoError } from '../handlers/errors';
import { formOptions } from './input';
import { checkNotBefore, validateRows } from './rowValidation';

/** A refused request: the error to answer with and the values of its message placeholders. */
export interface Refusal {
  error: DemoError;
  params?: Record<string, string>;
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
 * Checks an input against the schema's form rules, the first failure first (in field order):
 * non-zero amounts, required, not before the current month/today, a nested editor's rows, email
 * format. A create checks every form field of the create form;
 * an edit checks the fields it sends.
 */
export function validateInput(
  schema: SchemaDef,
  input: Row,
  mode: 'create' | 'update',
): Refusal | undefined {
  const otherMode = mode === 'create' ? 'edit' : 'create';
  for (const [name, field] of Object.entries(schema.fields)) {
    const form = formOptions(field);
    const value = input[name];
    const checked =
      form && form.on !== otherMode && (mode === 'create' || Object.hasOwn(input, name));
    // 'X cannot be empty or 0' says more than 'X cannot be empty', so it is checked first.
    if (checked && form.nonZero && zeroOrNotANumber(value)) {
      return { error: demoErrors.emptyOrZero, params: { field: name } };
    }
    if (checked && form.required && isEmpty(value)) {
      return { error: demoErrors.required, params: { field: name } };
    }
    const minimum = form?.minBy?.values[String(input[form.minBy.field] ?? '')];
    if (checked && minimum !== undefined && !isEmpty(value) && Number(value) < minimum) {
      return {
        error: demoErrors.belowMinimum,
        params: { field: name, min: String(minimum), unit: String(input[form.minBy!.field]) },
      };
    }
    const notBefore = checked ? checkNotBefore(name, field, value) : undefined;
    if (notBefore) return notBefore;
    if (checked && field.type === 'list' && Array.isArray(value)) {
      const refusal = validateRows(name, field, value as Row[]);
      if (refusal) return refusal;
    }
    if (field.type === 'email' && typeof value === 'string' && value && !EMAIL_FORMAT.test(value)) {
      return { error: demoErrors.emailFormat, params: { field: name } };
    }
  }
  return undefined;
}

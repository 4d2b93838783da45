import { currencyDecimals } from './currencies';
import { significantDecimals, toFraction, type Fraction } from './decimal';
import { phoneProblem } from './phone';
import type { FieldDef, FormOptions } from './types';

// What a form value may be, from its field's declaration and its type's defaults
// (docs/fields.md "Bounds"): length, range, sign, whole numbers, decimals, format. Shared by the forms' rules,
// the spreadsheet imports and the demo backend. Pure: no React, no translations.

/** Amounts: at most 13 digits before the point (under 10^13), in any currency. */
export const MONEY_MAX = 9_999_999_999_999;
/** Counts, days and other plain numbers, and decimals that are no amount (exchange rates). */
export const NUMBER_MAX = 999_999_999;

/** The longest text a field takes when its declaration says nothing, by type. */
export const DEFAULT_MAX_LENGTH: Record<string, number> = {
  text: 100,
  textarea: 2000,
  email: 100,
  mobile: 30,
  tags: 50,
};

/** Every bound of a field, its declaration's or its type's. */
export interface FieldBounds {
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  /** Whole numbers only. */
  integer?: boolean;
  /** At most this many decimals (amounts: their currency's, checked apart). */
  decimals?: number;
  pattern?: { regex: RegExp; message: string };
}

const numericTypes: Record<string, { max: number; integer?: boolean; decimals?: number }> = {
  number: { max: NUMBER_MAX, integer: true },
  money: { max: MONEY_MAX },
  percent: { max: 100, decimals: 4 },
  decimal: { max: NUMBER_MAX, decimals: 8 },
};

const optionsOf = (field: FieldDef): FormOptions =>
  typeof field.form === 'object' ? field.form : {};

/** A field's bounds: what its declaration states, the type's defaults for what it leaves out. */
export function boundsOf(field: FieldDef): FieldBounds {
  const options = optionsOf(field);
  const numeric = numericTypes[field.type];
  if (numeric) {
    // Zero or more unless the declaration says a value may (or must) be negative.
    const sign = options.sign ?? 'positive';
    return {
      min: options.min ?? (sign === 'positive' ? 0 : -numeric.max),
      max: options.max ?? (sign === 'negative' ? 0 : numeric.max),
      integer: options.integer ?? numeric.integer ?? false,
      decimals: options.decimals ?? numeric.decimals,
    };
  }
  const maxLength = options.maxLength ?? DEFAULT_MAX_LENGTH[field.type];
  if (maxLength === undefined && options.minLength === undefined && !options.pattern) return {};
  return { minLength: options.minLength, maxLength, pattern: options.pattern };
}

/** Why a value is refused; the console translates it (`bounds.<kind>`). */
export type BoundViolation =
  | { kind: 'notNumber' }
  | { kind: 'negative' }
  | { kind: 'notNegative' }
  | { kind: 'belowMin'; min: number }
  | { kind: 'aboveMax'; max: number }
  | { kind: 'notInteger' }
  | { kind: 'decimals'; decimals: number }
  | { kind: 'moneyDecimals'; decimals: number; currency: string }
  | { kind: 'tooShort'; min: number }
  | { kind: 'tooLong'; max: number }
  | { kind: 'pattern'; message: string }
  | { kind: 'mobile' }
  | { kind: 'phone' };

/** A number written plainly: digits, one optional point, an optional sign; no exponent. */
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const compare = (a: Fraction, b: Fraction) => {
  const difference = a.n * b.d - b.n * a.d;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
};

/** A number's text as typed, or the digits a JavaScript number holds (1e21 stays refused). */
function numberText(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'string' || typeof value === 'bigint') return String(value).trim();
  return null;
}

function checkNumber(
  field: FieldDef,
  bounds: FieldBounds,
  value: unknown,
  currency?: string | null,
): BoundViolation | undefined {
  const text = numberText(value);
  const fraction = text !== null && PLAIN_NUMBER.test(text) ? toFraction(text) : null;
  if (!fraction) return { kind: 'notNumber' };
  const { min, max } = bounds;
  if (min !== undefined && compare(fraction, toFraction(min)!) < 0) {
    return min === 0 ? { kind: 'negative' } : { kind: 'belowMin', min };
  }
  if (max !== undefined && compare(fraction, toFraction(max)!) > 0) {
    return max === 0 && fraction.n > 0n ? { kind: 'notNegative' } : { kind: 'aboveMax', max };
  }
  const places = significantDecimals(text) ?? 0;
  if (bounds.integer && places > 0) return { kind: 'notInteger' };
  if (bounds.decimals !== undefined && places > bounds.decimals) {
    return { kind: 'decimals', decimals: bounds.decimals };
  }
  if (field.type === 'money' && currency !== undefined) {
    const decimals = currencyDecimals(currency);
    if (places > decimals) return { kind: 'moneyDecimals', decimals, currency: currency ?? '' };
  }
  return undefined;
}

function checkText(field: FieldDef, bounds: FieldBounds, value: unknown) {
  const values = Array.isArray(value) ? value : [value];
  for (const item of values) {
    if (isBlank(item)) continue;
    const text = String(item).trim();
    // Characters as the user counts them: an emoji is one.
    const length = [...text].length;
    if (bounds.maxLength !== undefined && length > bounds.maxLength) {
      return { kind: 'tooLong', max: bounds.maxLength } as const;
    }
    if (bounds.minLength !== undefined && length < bounds.minLength) {
      return { kind: 'tooShort', min: bounds.minLength } as const;
    }
    if (bounds.pattern && !bounds.pattern.regex.test(text)) {
      return { kind: 'pattern', message: bounds.pattern.message } as const;
    }
    if (field.type === 'mobile') {
      const problem = phoneProblem(text);
      if (problem) return { kind: problem } as const;
    }
  }
  return undefined;
}

/**
 * Why a value is refused by its field's bounds, or undefined (a blank value too: whether it may be
 * blank is `required`'s business). An amount's decimals are checked against `currency` when one
 * is given (null: unknown, the default 2); without it they are left to the currency's own check.
 */
export function checkBounds(
  field: FieldDef,
  value: unknown,
  currency?: string | null,
): BoundViolation | undefined {
  if (isBlank(value) || (Array.isArray(value) && value.length === 0)) return undefined;
  const bounds = boundsOf(field);
  if (numericTypes[field.type]) return checkNumber(field, bounds, value, currency);
  return checkText(field, bounds, value);
}

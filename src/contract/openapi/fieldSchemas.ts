import type { FieldShape, RecordShape } from '@/data/normalise';
import { currencyDecimals, knownCurrencies } from '@/engine/currencies';
import { boundsOf } from '@/engine/fieldBounds';
import { fieldTypeOf } from '@/engine/fieldTypes';
import { INTERNATIONAL } from '@/engine/phone';
import { isReference, referenceSource } from '@/engine/references';
import type { FieldDef, FormOptions } from '@/engine/types';

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it). */
export type JsonSchema = Record<string, unknown>;

const withNull = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

/** Every currency's decimals the console knows: an amount has at most the largest of them. */
const MAX_CURRENCY_DECIMALS = 6;

/** Records described once, by shape, and referred to (`$ref`): a shape that holds itself. */
export type NamedRecords = ReadonlyMap<RecordShape, JsonSchema>;
const NONE: NamedRecords = new Map();

/**
 * What an answer's field holds, as the data layer reads it (src/data/normalise.ts): the wire form
 * the contract names for each storage, `null` allowed (read as absent). Rows of a shape in `named`
 * refer to its record.
 */
export function answerSchema(shape: FieldShape, named: NamedRecords = NONE): JsonSchema {
  const { storage, options, of } = typeof shape === 'string' ? { storage: shape } : shape;
  switch (storage) {
    case 'text':
      // A list of texts is read too, joined (src/data/normalise.ts).
      return withNull({
        type: ['string', 'number', 'boolean', 'array'],
        items: { type: ['string', 'number'] },
      });
    case 'number':
      return withNull({ type: ['number', 'string'], pattern: '^-?\\d+(\\.\\d+)?$' });
    case 'decimal':
      return withNull({
        type: ['string', 'number'],
        pattern: '^[+-]?(\\d+|\\d{1,3}(,\\d{3})+)(\\.\\d+)?$',
        description: 'an amount or rate as decimal text (a number is read too)',
      });
    case 'seconds':
      return withNull({
        type: ['integer', 'string'],
        description: 'a day YYYY-MM-DD, or an instant: seconds, milliseconds or ISO 8601 text',
      });
    case 'month':
      return withNull({ type: ['string', 'integer'], description: 'a month YYYY-MM' });
    case 'flag':
      return withNull({ enum: [true, false, 0, 1, '0', '1', 'true', 'false'] });
    case 'enum': {
      const codes = options ?? [];
      // An enumeration's "2" is its option 2 (src/data/normalise.ts).
      const values = [...new Set([...codes, ...codes.map(String)])];
      const one = values.length ? { enum: values } : { type: ['string', 'number'] };
      return withNull({ anyOf: [one, { type: 'array', items: one }] });
    }
    case 'reference':
      return withNull({
        anyOf: [
          { type: ['integer', 'string'] },
          { type: 'array', items: { type: ['integer', 'string'] } },
        ],
      });
    case 'list':
      return withNull({ type: ['array', 'string'], items: { type: ['string', 'number'] } });
    case 'rows':
      return withNull({
        type: 'array',
        items: (of && named.get(of)) ?? recordSchema(of ?? {}, named),
      });
    case 'file':
      return withNull({
        type: ['string', 'array'],
        items: {
          anyOf: [
            { type: 'string' },
            { type: 'object', required: ['url'], properties: { url: { type: 'string' } } },
          ],
        },
      });
    default:
      return {};
  }
}

const building = new Set<RecordShape>();

/**
 * A record of an answer: each field of its shape, fields it does not name allowed as sent. A
 * shape that holds itself (a tree's nodes) must be in `named`, or it would never end.
 */
export function recordSchema(shape: RecordShape, named: NamedRecords = NONE): JsonSchema {
  if (building.has(shape)) throw new Error('a record shape that holds itself needs a name');
  building.add(shape);
  try {
    return {
      type: 'object',
      properties: Object.fromEntries(
        Object.entries(shape).map(([name, field]) => [name, answerSchema(field, named)]),
      ),
    };
  } finally {
    building.delete(shape);
  }
}

const formOptions = (field: FieldDef): FormOptions =>
  typeof field.form === 'object' ? field.form : {};

/**
 * A decimal's text with at most `decimals` places, 13 digits before the point at most, negative
 * only where the sign allows it.
 */
export function decimalPattern(decimals: number, sign: FormOptions['sign'] = 'positive'): string {
  const minus = sign === 'positive' ? '' : sign === 'negative' ? '-' : '-?';
  const whole = '(0|[1-9]\\d{0,12})';
  const places = decimals > 0 ? `(\\.\\d{1,${decimals}})?` : '';
  const body = `${whole}${places}`;
  // 'negative': below or at 0, so "0" itself and every "-x".
  return sign === 'negative' ? `^(-${body}|0(\\.0+)?)$` : `^${minus}${body}$`;
}

/** An amount as the form sends it: decimal text with its currency's decimals. */
function moneySchema(field: FieldDef): JsonSchema {
  const { sign } = formOptions(field);
  const bounds = boundsOf(field);
  const fixed = typeof field.currency === 'string' ? field.currency : undefined;
  const decimals = fixed ? currencyDecimals(fixed) : MAX_CURRENCY_DECIMALS;
  return {
    type: 'string',
    pattern: decimalPattern(decimals, sign),
    'x-minimum': bounds.min,
    'x-maximum': bounds.max,
    ...(fixed
      ? { 'x-currency': fixed }
      : typeof field.currency === 'object'
        ? { 'x-currency-field': field.currency.field }
        : {}),
    description: fixed
      ? `an amount in ${fixed}, decimal text with at most ${decimals} decimals`
      : "an amount as decimal text, with at most its currency's decimals",
  };
}

/** A form value as the console sends it, with the field's bounds (src/engine/fieldBounds.ts). */
export function inputSchema(field: FieldDef): JsonSchema {
  const options = formOptions(field);
  const bounds = boundsOf(field);
  const many = (one: JsonSchema): JsonSchema =>
    options.multiple
      ? { type: 'array', items: one, ...(options.maxCount ? { maxItems: options.maxCount } : {}) }
      : one;
  switch (field.type) {
    case 'number':
      return {
        type: bounds.integer ? 'integer' : 'number',
        minimum: bounds.min,
        maximum: bounds.max,
      };
    case 'money':
      return moneySchema(field);
    case 'percent':
    case 'decimal':
      return {
        type: 'string',
        pattern: decimalPattern(bounds.decimals ?? 8, options.sign),
        'x-minimum': bounds.min,
        'x-maximum': bounds.max,
      };
    case 'enum':
      return many({ enum: field.enum?.options.map((option) => option.value) ?? [] });
    case 'reference':
      return many({
        type: ['integer', 'string'],
        'x-options': field.ref,
        // The option list's field whose value is sent (GET of `x-screens` options:<name>).
        'x-option-value':
          field.ref && isReference(field.ref) ? referenceSource(field.ref).value : undefined,
      });
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'month':
      return { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' };
    case 'boolean':
      return { type: 'boolean' };
    case 'tags':
      return { type: 'array', items: { type: 'string', maxLength: bounds.maxLength } };
    case 'image':
    case 'file':
      return many({ type: 'string', description: 'an http(s) address given by the upload' });
    case 'list':
      return {
        type: 'array',
        items: inputObject(field.of ?? {}),
        minItems: options.minRows,
        maxItems: options.maxRows,
      };
    default: {
      if (fieldTypeOf(field).storage !== 'text') return {};
      return {
        type: 'string',
        minLength: bounds.minLength,
        maxLength: bounds.maxLength,
        pattern:
          bounds.pattern?.regex.source ??
          (field.type === 'mobile' ? INTERNATIONAL.source : undefined),
        ...(field.type === 'email' ? { format: 'email' } : {}),
        ...(field.type === 'mobile'
          ? {
              description:
                'a phone number: 6 to 20 digits, a mainland mobile 1 and 10 digits (src/engine/phone.ts)',
            }
          : {}),
      };
    }
  }
}

/** Drops the keys left undefined, so the document holds only what is stated. */
export function clean<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clean) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, held]) => held !== undefined)
      .map(([key, held]) => [key, clean(held)]),
  ) as T;
}

/** The fields of a form as a request object: required where the form requires them always. */
export function inputObject(fields: Record<string, FieldDef>): JsonSchema {
  const required = Object.entries(fields)
    .filter(([, field]) => formOptions(field).required || formOptions(field).nonZero)
    .filter(([, field]) => !formOptions(field).showWhen)
    .map(([name]) => name);
  const conditions = [...requiredConditions(fields), ...currencyConditions(fields)];
  return {
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [name, inputSchema(field)]),
    ),
    ...(required.length ? { required } : {}),
    ...(conditions.length ? { allOf: conditions } : {}),
  };
}

/**
 * A field required only while another holds some values (`requiredWhen`, or `required` on a
 * field shown only then, `showWhen`): required when that field holds one of them.
 */
function requiredConditions(fields: Record<string, FieldDef>): JsonSchema[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const options = formOptions(field);
    const condition =
      options.requiredWhen ??
      (options.showWhen && (options.required || options.nonZero) ? options.showWhen : undefined);
    if (!condition || !fields[condition.field]) return [];
    return [
      {
        if: {
          required: [condition.field],
          properties: { [condition.field]: { enum: [...condition.values] } },
        },
        then: { required: [name] },
      },
    ];
  });
}

/**
 * An amount whose currency is another field of the same body: when that field holds a known
 * code, the amount has at most that currency's decimals (one condition per count of decimals).
 */
function currencyConditions(fields: Record<string, FieldDef>): JsonSchema[] {
  const byDecimals = new Map<number, string[]>();
  for (const [code, decimals] of knownCurrencies()) {
    byDecimals.set(decimals, [...(byDecimals.get(decimals) ?? []), code]);
  }
  const conditions: JsonSchema[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const holder = typeof field.currency === 'object' ? field.currency.field : undefined;
    if (field.type !== 'money' || !holder || !fields[holder]) continue;
    for (const [decimals, codes] of [...byDecimals].sort(([a], [b]) => a - b)) {
      conditions.push({
        if: { required: [holder], properties: { [holder]: { enum: codes } } },
        then: {
          properties: { [name]: { pattern: decimalPattern(decimals, formOptions(field).sign) } },
        },
      });
    }
  }
  return conditions;
}

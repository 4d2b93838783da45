import type { FieldDef } from '@/engine/types';

/** The field of the same record that holds a money field's currency, when it is not fixed. */
export function currencyFieldOf(field: FieldDef): string | undefined {
  return field.type === 'money' && field.currency && typeof field.currency !== 'string'
    ? field.currency.field
    : undefined;
}

/** The currency of a money field: fixed, or read from the record. */
export function currencyOf(field: FieldDef, record: Record<string, unknown>): string | undefined {
  if (!field.currency) return undefined;
  if (typeof field.currency === 'string') return field.currency;
  const code = record[field.currency.field];
  return code ? String(code) : undefined;
}

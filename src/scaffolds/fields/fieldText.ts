import type { TFunction } from 'i18next';
import { nameFieldOf } from '@/engine/references';
import type { FieldDef } from '@/engine/types';
import { formatDate, formatMoney, formatPercent } from './format';

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

export function enumLabel(field: FieldDef, value: unknown, t: TFunction): string {
  const option = field.enum?.options.find((o) => String(o.value) === String(value));
  return option ? t(`enums.${field.enum?.name}.${option.value}`) : String(value ?? '');
}

/**
 * A value as plain text (spreadsheets, titles): what FieldValue shows, without markup.
 * `referenceLabel` gives the names of referenced records.
 */
export function fieldText(
  name: string,
  field: FieldDef,
  value: unknown,
  record: Record<string, unknown>,
  t: TFunction,
  referenceLabel: (value: unknown) => string = (v) => String(v ?? ''),
): string {
  if (value === undefined || value === null || value === '') return '';
  switch (field.type) {
    case 'enum':
      return (Array.isArray(value) ? value : [value]).map((v) => enumLabel(field, v, t)).join(', ');
    case 'reference': {
      const carried = record[nameFieldOf(name)];
      return carried ? String(carried) : referenceLabel(value);
    }
    case 'money':
      return formatMoney(value, currencyOf(field, record));
    case 'percent':
      return formatPercent(value);
    case 'date':
      return formatDate(value);
    case 'datetime':
      return formatDate(value, true);
    case 'boolean':
      return t(value ? 'common.yes' : 'common.no');
    default:
      return String(value);
  }
}

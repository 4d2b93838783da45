import type { TFunction } from '@/engine/text';
import { fieldTypeOf, registerFieldType, type FieldValueContext } from '@/engine/fieldTypes';
import { nameFieldOf } from '@/engine/references';
import type { FieldDef } from '@/engine/types';
import { formatDate, formatMoney, formatMonth, formatPercent } from './format';
import { currencyOf } from '../../engine/moneyFields';

// How the built-in field types say their values as plain text (spreadsheets, row names, the
// mobile pages' cards). Kept apart from how cells draw them (renderers.tsx), which brings the
// option lists' labels and Refine's select with it: the mobile pages need the texts alone.

export const missing = (value: unknown) => value === undefined || value === null || value === '';
export const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

export function enumLabel(field: FieldDef, value: unknown, t: TFunction): string {
  const option = field.enum?.options.find((o) => String(o.value) === String(value));
  return option ? t(`enums.${field.enum?.name}.${option.value}`) : String(value ?? '');
}

/** Records usually carry a reference's name beside its id (clientId + clientName, bd + bdName). */
export const carriedName = ({ name, record }: FieldValueContext) => {
  const carried = record[nameFieldOf(name)];
  return missing(carried) ? undefined : String(carried);
};

const plainText = ({ value }: FieldValueContext) =>
  missing(value) ? '' : asList(value).map(String).join(', ');

export const moneyText = ({ field, value, record }: FieldValueContext) =>
  formatMoney(value, currencyOf(field, record));

export const rowsOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    : [];

/** A row field's label: declared, or filled in by defineSchema (`…Row.<row field>`). */
export const rowLabel = (name: string, rowField: FieldDef, t: TFunction): string =>
  t(rowField.label ?? name);

registerFieldType('enum', {
  text: ({ field, value, t }) =>
    missing(value)
      ? ''
      : asList(value)
          .map((item) => enumLabel(field, item, t))
          .join(', '),
});
registerFieldType('reference', { text: (context) => carriedName(context) ?? plainText(context) });
registerFieldType('money', { text: moneyText });
registerFieldType('percent', { text: ({ value }) => formatPercent(value) });
registerFieldType('date', { text: ({ value }) => formatDate(value) });
registerFieldType('datetime', { text: ({ value }) => formatDate(value, true) });
registerFieldType('month', { text: ({ value }) => formatMonth(value) });
registerFieldType('boolean', {
  text: ({ value, t }) =>
    missing(value) ? '' : t(value && value !== '0' ? 'common.yes' : 'common.no'),
});
// A nested editor's rows as "label: value" text.
registerFieldType('list', {
  text: ({ field, value, t }) =>
    rowsOf(value)
      .map((row) =>
        Object.entries(field.of ?? {})
          .map(([name, rowField]) => {
            const text = fieldText({ name, field: rowField, value: row[name], record: row, t });
            return `${rowLabel(name, rowField, t)}: ${rowField.type === 'list' ? `[${text}]` : text}`;
          })
          .join(', '),
      )
      .join('; '),
});

/** A value as plain text (spreadsheets, row names): what a cell shows, without markup. */
export function fieldText(context: FieldValueContext): string {
  const type = fieldTypeOf(context.field);
  return type.text ? type.text(context) : plainText(context);
}

import type { FormRule as Rule } from 'antd';
import type { FieldDef, FormOptions } from '@/engine/types';
import { t } from '@/i18n';
import { enumLabel } from '../fields/renderers';
import { isEmptyValue, rowFieldPayload, rowsOf } from './listValues';

// Rules across the rows of a nested editor, declared with the list field (`unique`, `ascending`,
// `minRows`, `maxRows`). A row's rule reads the whole list, and its error shows at that row.

/** A row field's value as it is compared and named: what would be sent. */
function comparable(rowField: FieldDef, value: unknown): string {
  return String(rowFieldPayload(rowField, value) ?? '');
}

function shown(rowField: FieldDef, value: unknown): string {
  const text = comparable(rowField, value);
  return rowField.enum ? enumLabel(rowField, text, t) : text;
}

interface RowRuleArgs {
  /** The list's full name path in the form. */
  listPath: (string | number)[];
  index: number;
  name: string;
  rowField: FieldDef;
  labelKey: string;
}

/** The value may not be that of an earlier row: the later row is the one refused. */
export function uniqueRowRule({ listPath, index, name, rowField, labelKey }: RowRuleArgs): Rule {
  return ({ getFieldValue }) => ({
    validator: (_, value) => {
      if (isEmptyValue(value)) return Promise.resolve();
      const own = comparable(rowField, value);
      const rows = rowsOf(getFieldValue(listPath));
      const first = rows
        .slice(0, index)
        .findIndex((row) => !isEmptyValue(row[name]) && comparable(rowField, row[name]) === own);
      if (first < 0) return Promise.resolve();
      return Promise.reject(
        new Error(
          t('rowsEditor.repeats', {
            field: t(labelKey),
            value: shown(rowField, value),
            row: first + 1,
          }),
        ),
      );
    },
  });
}

/** The value must be above the nearest earlier row's (a gradient's tiers rise). */
export function ascendingRowRule({ listPath, index, name, labelKey }: RowRuleArgs): Rule {
  return ({ getFieldValue }) => ({
    validator: (_, value) => {
      if (isEmptyValue(value) || !Number.isFinite(Number(value))) return Promise.resolve();
      const rows = rowsOf(getFieldValue(listPath));
      for (let previous = index - 1; previous >= 0; previous -= 1) {
        const before = rows[previous]?.[name];
        if (isEmptyValue(before) || !Number.isFinite(Number(before))) continue;
        if (Number(value) > Number(before)) return Promise.resolve();
        return Promise.reject(
          new Error(
            t('rowsEditor.notAscending', {
              field: t(labelKey),
              row: previous + 1,
              value: String(before),
            }),
          ),
        );
      }
      return Promise.resolve();
    },
  });
}

/** How many rows a list takes: at least `minRows` (one when required), at most `maxRows`. */
export function rowCountRule(
  labelKey: string,
  options: FormOptions,
): { validator: (rule: unknown, value: unknown) => Promise<void> } {
  const min = options.minRows ?? (options.required ? 1 : 0);
  return {
    validator: (_, value) => {
      const count = rowsOf(value).length;
      if (count < min)
        return Promise.reject(
          new Error(t('rowsEditor.minRows', { field: t(labelKey), count: min })),
        );
      if (options.maxRows !== undefined && count > options.maxRows)
        return Promise.reject(
          new Error(t('rowsEditor.maxRows', { field: t(labelKey), count: options.maxRows })),
        );
      return Promise.resolve();
    },
  };
}

import { getDefaultSortOrder } from '@refinedev/antd';
import type { CrudSort } from '@refinedev/core';
import type { TableColumnType } from 'antd';
import { Fragment, useMemo } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { fieldTypeOf } from '@/engine/fieldTypes';
import type { SchemaDef } from '@/engine/types';
import { renderFieldValue } from '../fields/renderers';
import { columnWidth, isSortable, labelKey, listFields } from '../schemaFields';

type Row = Record<string, unknown>;

/** Longer text is held to its column (list.css `.cell-long`), the whole of it in the title. */
const LONG_TEXT = 40;
/**
 * Values a line break would make hard to read (amounts, counts, months) keep a line of their own
 * (list.css `.cell-whole`) where a table narrows its columns to fit its card; a moment breaks
 * only between its day and its time (`.cell-words`).
 */
const KEPT_WHOLE = new Set(['number', 'decimal', 'month']);
const BROKEN_AT_SPACES = new Set(['seconds']);

/** A text that breaks only at its spaces (its words each kept whole); the same text. */
const wordsKeptWhole = (text: string) => (
  <span className="cell-words">
    {text.split(' ').map((word, index) => (
      <Fragment key={index}>
        {index > 0 && ' '}
        <span>{word}</span>
      </Fragment>
    ))}
  </span>
);
export type ListColumn = TableColumnType<Row> & { key: string };

/** antd Table columns from the schema's list fields, sorted as the list is. */
export function useFieldColumns(schema: SchemaDef, sorters: readonly CrudSort[]): ListColumn[] {
  const { t, i18n } = useTranslation();
  return useMemo(
    () =>
      listFields(schema).map(([name, field]): ListColumn => {
        const { storage, align } = fieldTypeOf(field);
        return {
          key: name,
          dataIndex: name,
          title: t(labelKey(schema, name)),
          width: columnWidth(field),
          align,
          className: KEPT_WHOLE.has(storage) ? 'cell-whole' : undefined,
          sorter: isSortable(field),
          sortOrder: isSortable(field)
            ? (getDefaultSortOrder(name, [...sorters]) ?? null)
            : undefined,
          render: (value: unknown, record: Row) => {
            const label = t(labelKey(schema, name));
            const shown = renderFieldValue({ name, field, value, record, t, label });
            if (BROKEN_AT_SPACES.has(storage) && typeof shown === 'string' && shown.includes(' '))
              return wordsKeptWhole(shown);
            return typeof value === 'string' && value.length > LONG_TEXT ? (
              <span className="cell-long" title={value}>
                {shown}
              </span>
            ) : (
              shown
            );
          },
        };
      }),
    // i18n.language: titles follow a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schema, sorters, t, i18n.language],
  );
}

import { getDefaultSortOrder } from '@refinedev/antd';
import type { CrudSort } from '@refinedev/core';
import type { TableColumnType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { fieldTypeOf } from '@/engine/fieldTypes';
import type { SchemaDef } from '@/engine/types';
import { renderFieldValue } from '../fields/renderers';
import { columnWidth, isSortable, labelKey, listFields } from '../schemaFields';

type Row = Record<string, unknown>;

/** Longer text is held to its column (list.css `.cell-long`), the whole of it in the title. */
const LONG_TEXT = 40;
export type ListColumn = TableColumnType<Row> & { key: string };

/** antd Table columns from the schema's list fields, sorted as the list is. */
export function useFieldColumns(schema: SchemaDef, sorters: readonly CrudSort[]): ListColumn[] {
  const { t, i18n } = useTranslation();
  return useMemo(
    () =>
      listFields(schema).map(([name, field]): ListColumn => ({
        key: name,
        dataIndex: name,
        title: t(labelKey(schema, name)),
        width: columnWidth(field),
        align: fieldTypeOf(field).align,
        sorter: isSortable(field),
        sortOrder: isSortable(field)
          ? (getDefaultSortOrder(name, [...sorters]) ?? null)
          : undefined,
        render: (value: unknown, record: Row) => {
          const label = t(labelKey(schema, name));
          const shown = renderFieldValue({ name, field, value, record, t, label });
          return typeof value === 'string' && value.length > LONG_TEXT ? (
            <span className="cell-long" title={value}>
              {shown}
            </span>
          ) : (
            shown
          );
        },
      })),
    // i18n.language: titles follow a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schema, sorters, t, i18n.language],
  );
}

import type { TableColumnType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchemaDef } from '@/engine/types';
import { renderFieldValue } from './fields/FieldValue';
import type { ListState } from './listState';
import { columnWidth, isSortable, labelKey, listFields } from './schemaFields';

type Row = Record<string, unknown>;

/** Table columns from the schema's list fields, with the sort taken from the list state. */
export function useColumns(schema: SchemaDef, sort: ListState['sort']): TableColumnType<Row>[] {
  const { t, i18n } = useTranslation();
  return useMemo(
    () =>
      listFields(schema).map(([name, field]) => ({
        key: name,
        dataIndex: name,
        title: t(labelKey(schema, name)),
        width: columnWidth(field),
        align: field.type === 'money' || field.type === 'number' ? 'right' : undefined,
        sorter: isSortable(field),
        sortOrder: sort?.field === name ? (sort.order === 'asc' ? 'ascend' : 'descend') : undefined,
        render: (value: unknown, record: Row) =>
          renderFieldValue(t, { name, field, value, record }),
      })),
    // i18n.language: titles follow a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schema, sort, t, i18n.language],
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchemaDef } from '@/engine/types';
import type { DataColumn } from '@/ui/DataTable';
import { renderFieldValue } from './fields/FieldValue';
import { columnWidth, isSortable, labelKey, listFields } from './schemaFields';

type Row = Record<string, unknown>;

/** Table columns from the schema's list fields. */
export function useColumns(schema: SchemaDef): DataColumn<Row>[] {
  const { t, i18n } = useTranslation();
  return useMemo(
    () =>
      listFields(schema).map(([name, field]) => ({
        key: name,
        title: t(labelKey(schema, name)),
        width: columnWidth(field),
        align: field.type === 'money' || field.type === 'number' ? 'right' : undefined,
        sortable: isSortable(field),
        render: (record: Row) => renderFieldValue(t, { name, field, value: record[name], record }),
      })),
    // i18n.language: titles follow a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schema, t, i18n.language],
  );
}

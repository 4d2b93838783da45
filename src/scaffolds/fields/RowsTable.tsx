import { Table } from 'antd';
import type { FieldDef } from '@/engine/types';
import { useTranslation } from '@/i18n/useTranslation';
import { renderFieldValue } from './renderValue';
import { rowLabel } from './texts';

type Row = Record<string, unknown>;

/** A nested editor's rows on their own (details, a form's review): a small table, lists nested. */
export default function RowsTable({ field, rows }: { field: FieldDef; rows: Row[] }) {
  const { t } = useTranslation();
  return (
    <Table<Row & { key: number }>
      size="small"
      bordered
      pagination={false}
      dataSource={rows.map((row, index) => ({ ...row, key: index }))}
      columns={[
        { key: '#', title: '#', width: 40, render: (_, __, index) => index + 1 },
        ...Object.entries(field.of ?? {}).map(([name, rowField]) => ({
          key: name,
          title: rowLabel(name, rowField, t),
          render: (_: unknown, row: Row) =>
            rowField.type === 'list' && Array.isArray(row[name]) && row[name].length ? (
              <RowsTable field={rowField} rows={row[name] as Row[]} />
            ) : (
              renderFieldValue({ name, field: rowField, value: row[name], record: row, t })
            ),
        })),
      ]}
    />
  );
}

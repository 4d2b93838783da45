import { Checkbox, Empty, Pagination, Spin, type TableProps } from 'antd';
import type { Key, ReactNode } from 'react';
import type { SchemaDef } from '@/engine/types';
import { useTranslation } from '@/i18n/useTranslation';
import { LoadingPlaceholder } from '@/ui/LoadingPlaceholder';
import { formatMoney } from '../fields/format';
import { recordName } from '../titles';
import type { ListColumn } from './useFieldColumns';
import type { ListRows } from './useListRows';
import type { useListTotals } from './useListTotals';
import './recordCards.css';

type Row = Record<string, unknown>;

/** A column's cell for one record, as the table draws it. */
function cellOf(column: ListColumn, record: Row, index: number): ReactNode {
  const value = record[String(column.dataIndex ?? column.key)];
  if (column.render) return column.render(value, record, index) as ReactNode;
  return value === undefined || value === null ? null : String(value);
}

/** The sums under the cards: what the table's summary row says, field by field. */
function CardTotals({
  columns,
  totals,
}: {
  columns: readonly ListColumn[];
  totals: NonNullable<ReturnType<typeof useListTotals>>;
}) {
  const { t } = useTranslation();
  const summed = columns.filter((column) => totals.totals.get(column.key));
  const label = t(totals.scope === 'page' ? 'list.pageTotal' : 'list.filterTotal');
  return (
    <section className="record-cards-totals" aria-label={label}>
      <strong>{label}</strong>
      <dl className="record-card-fields">
        {summed.map((column) => (
          <div key={column.key} className="record-card-field">
            <dt>{column.title as ReactNode}</dt>
            <dd>
              {[...totals.totals.get(column.key)!.entries()].map(([currency, amount]) => (
                <div key={currency} className="value-money" data-testid={`total-${column.key}`}>
                  {formatMoney(amount, currency || undefined)}
                </div>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * A list below the mobile breakpoint: each record a card (its title, then every column the table
 * would show as label and value, drawn by the same cells, then its actions), so nothing is cut off
 * or scrolled sideways and no pinned column covers another; a box to select it where the list has
 * batch actions; its totals and a simple pager under them.
 */
export function RecordCards({
  schema,
  list: { onChange, pagination, tableQuery, rows },
  columns,
  actionsKey,
  rowSelection,
  selectedRows,
  totals,
}: {
  schema: SchemaDef;
  list: Pick<ListRows, 'onChange' | 'pagination' | 'tableQuery' | 'rows'>;
  /** The table's columns, the actions column among them. */
  columns: ListColumn[];
  actionsKey: string;
  rowSelection: TableProps<Row>['rowSelection'];
  /** The rows selected so far, on every page (kept with their keys). */
  selectedRows: Row[];
  totals: ReturnType<typeof useListTotals>;
}) {
  const { t } = useTranslation();
  if (!tableQuery.data) return <LoadingPlaceholder />;
  if (!rows.length) return <Empty description={t('list.empty')} />;
  const fields = columns.filter((column) => column.key !== actionsKey);
  const actions = columns.find((column) => column.key === actionsKey);
  const keyOf = (record: Row) => String(record[schema.id]);
  const selected = new Set((rowSelection?.selectedRowKeys ?? []).map(String));
  const select = (record: Row, checked: boolean) => {
    const others = selectedRows.filter((row) => keyOf(row) !== keyOf(record));
    const next = checked ? [...others, record] : others;
    rowSelection?.onChange?.(next.map(keyOf) as Key[], next, { type: 'single' });
  };
  const replacing = tableQuery.isFetching && tableQuery.isPlaceholderData;

  return (
    <Spin spinning={replacing}>
      <ul className="record-cards">
        {(rows as Row[]).map((record, index) => {
          const name = recordName(schema, record);
          return (
            <li key={keyOf(record)} className="record-card">
              <div className="record-card-head">
                {rowSelection && (
                  <Checkbox
                    checked={selected.has(keyOf(record))}
                    onChange={(event) => select(record, event.target.checked)}
                    aria-label={t('list.selectRow', { name })}
                  />
                )}
                <h2 className="record-card-title">{name}</h2>
              </div>
              <dl className="record-card-fields">
                {fields.map((column) => (
                  <div key={column.key} className="record-card-field">
                    <dt>{column.title as ReactNode}</dt>
                    <dd>{cellOf(column, record, index)}</dd>
                  </div>
                ))}
              </dl>
              {actions && (
                <div className="record-card-actions">{cellOf(actions, record, index)}</div>
              )}
            </li>
          );
        })}
      </ul>
      {totals && <CardTotals columns={fields} totals={totals} />}
      <Pagination
        className="record-cards-pager"
        simple
        current={pagination.current}
        pageSize={pagination.pageSize}
        total={pagination.total}
        showTotal={(total) => t('list.total', { count: total })}
        onChange={(current, pageSize) =>
          onChange({ current, pageSize }, {}, {}, { action: 'paginate', currentDataSource: rows })
        }
      />
    </Spin>
  );
}

import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './dataTable.css';

export type SortOrder = 'asc' | 'desc';
export interface TableSort {
  field: string;
  order: SortOrder;
}

export interface DataColumn<Row> {
  key: string;
  title: ReactNode;
  width?: number;
  align?: 'left' | 'right' | 'center';
  sortable?: boolean;
  className?: string;
  render: (row: Row, index: number) => ReactNode;
}

interface DataTableProps<Row> {
  columns: DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: TableSort;
  /** A sortable header was clicked: ascending, then descending, then unsorted. */
  onSort?: (sort: TableSort | undefined) => void;
  loading?: boolean;
  empty: ReactNode;
}

/** The sort a click on a column's header leads to. */
export function nextSort(sort: TableSort | undefined, field: string): TableSort | undefined {
  if (sort?.field !== field) return { field, order: 'asc' };
  return sort.order === 'asc' ? { field, order: 'desc' } : undefined;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A plain HTML table drawn like antd's: header sorting, a loading veil, an empty state and
 * horizontal scrolling. Lists render hundreds of cells, and antd's Table costs several
 * components per cell; this one costs a `<td>`.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  loading = false,
  empty,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const sortLabel = (field: string) => {
    const next = nextSort(sort, field);
    return t(next ? (next.order === 'asc' ? 'list.sortAsc' : 'list.sortDesc') : 'list.sortCancel');
  };

  return (
    <Spin spinning={loading}>
      <div className="data-table-scroll">
        <table className="data-table" aria-busy={loading}>
          <colgroup>
            {columns.map((column) => (
              <col key={column.key} style={column.width ? { width: column.width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {columns.map((column) => {
                const order = sort?.field === column.key ? sort.order : undefined;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={column.className}
                    style={column.align ? { textAlign: column.align } : undefined}
                    aria-sort={order ? ariaSort[order] : undefined}
                  >
                    {column.sortable && onSort ? (
                      <button
                        type="button"
                        className="data-table-sorter"
                        title={sortLabel(column.key)}
                        onClick={() => onSort(nextSort(sort, column.key))}
                      >
                        {column.title}
                        <span className={`data-table-carets ${order ?? ''}`} aria-hidden />
                      </button>
                    ) : (
                      column.title
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td className="data-table-empty" colSpan={columns.length}>
                  {!loading && empty}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={rowKey(row)} className="data-table-row">
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={
                        sort?.field === column.key
                          ? `data-table-sorted ${column.className ?? ''}`
                          : column.className
                      }
                      style={column.align ? { textAlign: column.align } : undefined}
                    >
                      {column.render(row, index)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </Spin>
  );
}

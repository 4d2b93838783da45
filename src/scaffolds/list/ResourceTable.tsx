import { Empty, Table, type TableProps } from 'antd';
import { useDeferredValue } from 'react';
import type { SchemaDef } from '@/engine/types';
import { useTranslation } from '@/i18n/useTranslation';
import { useIsMobile, useIsPhone } from '@/ui/useIsMobile';
import { PAGE_SIZES } from '../listState';
import { ListTotals } from './ListTotals';
import type { ListColumn } from './useFieldColumns';
import type { ListRows } from './useListRows';
import type { useListTotals } from './useListTotals';
import { usePinnedEdges } from './usePinnedEdges';

type Row = Record<string, unknown>;

/** Above this many rows, a new page of the table is drawn in a render that yields. */
const DEFERRED_ROWS = 50;

/**
 * A list's antd Table: its rows and columns, paging, selection and totals row; its loading and
 * empty states; long pages drawn in a render that yields.
 */
export function ResourceTable({
  schema,
  list: { onChange, pagination: paging, tableQuery, rows },
  columns,
  rowSelection,
  totals,
}: {
  schema: SchemaDef;
  list: Pick<ListRows, 'onChange' | 'pagination' | 'tableQuery' | 'rows'>;
  columns: ListColumn[];
  /** Where the list is selectable (its selection column pinned with the first one). */
  rowSelection: TableProps<Row>['rowSelection'];
  totals: ReturnType<typeof useListTotals>;
}) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const isPhone = useIsPhone();
  const selectable = rowSelection !== undefined;
  // Columns scrolled under a pinned one are marked by a shadow on its edge (list.css).
  const tableRef = usePinnedEdges();
  const pagination = {
    ...paging,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal: (total: number) => t('list.total', { count: total }),
    // Simple paging on a phone (the shell's breakpoint, known at the first render). Not antd's
    // responsive pager: it changes nothing here, and asks antd's breakpoints, which answer once
    // mounted by drawing the pager again.
    simple: isMobile,
    responsive: false,
    position: [isMobile ? 'bottomCenter' : 'bottomRight'] as ('bottomCenter' | 'bottomRight')[],
  };

  const table = (
    <Table<Row>
      ref={tableRef}
      onChange={onChange}
      className={
        isPhone ? 'resource-table' : `resource-table pinned${selectable ? ' selectable' : ''}`
      }
      rowKey={(record) => String(record[schema.id])}
      columns={columns}
      // No rows yet (the first answer awaited): the spinner alone, not "no data" under it.
      dataSource={tableQuery.data ? (rows as Row[]) : undefined}
      // Rows kept from a cache (a list visited before) are refreshed behind the scenes; the
      // spinner is for rows being replaced: another page, filter or sort.
      loading={tableQuery.isFetching && (tableQuery.isPlaceholderData || !tableQuery.data)}
      pagination={pagination}
      rowSelection={rowSelection}
      // The page scrolls, not the table's body: antd's 450 ms scroll-to-top animation on a
      // page change would only read the layout every frame (54 ms on a 100-row page). Sideways,
      // the table scrolls by CSS (list.css), not antd's `scroll.x`, which measures every column
      // as it mounts and draws the table again with their widths.
      scroll={{ scrollToFirstRowOnChange: false }}
      size="middle"
      locale={{ emptyText: <Empty description={t('list.empty')} /> }}
      summary={
        totals && rows.length
          ? () => (
              <ListTotals
                columns={columns}
                totals={totals.totals}
                scope={totals.scope}
                offset={selectable ? 1 : 0}
              />
            )
          : undefined
      }
    />
  );
  // New rows arrive as an urgent update (React Query's store), which React renders and commits
  // in one task, antd's table measuring itself included: 150–230 ms for 100 rows. A long page is
  // drawn from a deferred copy of the table: an urgent render keeps the one on screen (the same
  // element, so React skips it), and the new one follows in a render that yields to the browser
  // (92 ms at most). A short page is drawn at once: deferred, a filter's rows took 125 ms, not 38.
  const deferredTable = useDeferredValue(table);
  return rows.length > DEFERRED_ROWS ? deferredTable : table;
}

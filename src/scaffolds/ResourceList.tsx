import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { Alert, Button, Empty, Space, Table, type TableProps } from 'antd';
import {
  lazy,
  Suspense,
  useDeferredValue,
  useMemo,
  useState,
  type Key,
  type ReactNode,
} from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useLocation, useParams } from 'react-router';
import { useAppAbility } from '@/access/AbilityContext';
import { canDo } from '@/access/can';
import { useSessionUser } from '@/auth/useSession';
import { useEarlyListOptions } from '@/data/useEarlyListOptions';
import { useIsMobile, useIsPhone } from '@/layout/useIsMobile';
import { detailKeyOf, detailPathOf } from '@/engine/detailRoute';
import type { ResourceDef } from '@/engine/types';
import { BatchBar } from './actions/BatchBar';
import { useBatchRunner } from './actions/useBatchRunner';
import { ExportButton } from './ExportButton';
import { FilterForm } from './FilterForm';
import { LazyColumnChooser } from './list/LazyColumnChooser';
import { LazySavedViews } from './list/LazySavedViews';
import { savedViewsKey } from './list/savedViewsKey';
import { arrangeColumns, orderColumns, useColumnPrefs } from './list/columnPrefs';
import { ListTotals } from './list/ListTotals';
import { useDrawerParam } from './list/useDrawerParam';
import { useLocalDrawer } from './list/useLocalDrawer';
import { useFieldColumns, type ListColumn } from './list/useFieldColumns';
import { useListTable } from './list/useListTable';
import { useListTotals } from './list/useListTotals';
import { ListCard } from './ListCard';
import { firstListCall, pageSizeOf, permanentFiltersOf, type ParentValues } from './listQuery';
import { PAGE_SIZES } from './listState';
import { OwnerHeader } from './OwnerHeader';
import { RowActions, useRowActionsKit } from './RowActions';
import { ServerExportButton } from './ServerExportButton';
import { recordName } from './titles';
import { withViewTexts } from '@/i18n';
import './list.css';

type Row = Record<string, unknown>;

// Forms and details load when first opened: a list page does not pay for them.
const ResourceFormDrawer = lazy(withViewTexts(() => import('./ResourceFormDrawer')));
const StepsFormDrawer = lazy(withViewTexts(() => import('./forms/StepsFormDrawer')));
const ResourceShowDrawer = lazy(withViewTexts(() => import('./ResourceShowDrawer')));
// Only lists that declare an import load it (and the spreadsheet library once a file is read).
const ImportButtons = lazy(withViewTexts(() => import('./imports/ImportButtons')));
// Only lists that declare a chart load it, with its charting library.
const ResourceChart = lazy(withViewTexts(() => import('./chart/ResourceChart')));

const ACTIONS_COLUMN = '__actions';
/** Cells pinned to the table's start and end while it scrolls sideways (list.css). */
const PIN_START = 'cell-pin-start';
const PIN_END = 'cell-pin-end';
/** Above this many rows, a new page of the table is drawn in a render that yields. */
const DEFERRED_ROWS = 50;
/** The selection column's width, in px: list.css offsets the first column by it. */
const SELECTION_WIDTH = 48;
const NO_PARAMS = {};

/**
 * The generic list of a resource on Refine's `useTable` and antd's Table: filters, sorting and
 * paging from its schema, kept in the URL; rows selectable where batch actions are declared; the
 * first column and the actions column fixed while the table scrolls sideways; a summary row of
 * money totals where declared; columns the user chooses and orders; loading, empty and error
 * states; create/edit/details drawers (or a row's detail page, where declared); export.
 * An embedded list (a tab) takes no route params: it is filtered by `parent` only (the record it
 * is shown under), and a record created there carries those values.
 */
export function ResourceList({
  resource,
  embedded = false,
  parent,
}: {
  resource: ResourceDef;
  embedded?: boolean;
  parent?: ParentValues;
}) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const user = useSessionUser();
  const isMobile = useIsMobile();
  const isPhone = useIsPhone();
  const schema = resource.schema!;
  const routeParams = useParams();
  const { search } = useLocation();
  const urlDrawer = useDrawerParam();
  const localDrawer = useLocalDrawer();
  const drawer = embedded ? localDrawer : urlDrawer;
  const paramsKey = JSON.stringify(embedded ? NO_PARAMS : routeParams);
  const parentKey = JSON.stringify(parent ?? NO_PARAMS);
  const FormDrawer = resource.form?.steps ? StepsFormDrawer : ResourceFormDrawer;
  const permanent = useMemo(
    () => permanentFiltersOf(resource, JSON.parse(paramsKey), JSON.parse(parentKey)),
    [resource, paramsKey, parentKey],
  );
  // The boot may have fetched this page's first rows already (src/app/prefetchList.ts).
  const [firstCall] = useState(() =>
    embedded ? null : firstListCall(resource, search, routeParams),
  );
  const early = useEarlyListOptions<Row>(firstCall);
  const {
    onChange,
    pagination: paging,
    tableQuery,
    filters,
    sorters,
    setFilters,
    setSorters,
    setCurrentPage,
    pageSize,
    setPageSize,
    result,
  } = useListTable<Row>(
    {
      resource: resource.name,
      syncWithLocation: !embedded,
      pagination: { pageSize: pageSizeOf(resource) },
      filters: { permanent, defaultBehavior: 'replace' },
      queryOptions: early,
      successNotification: false,
      errorNotification: false,
    },
    pageSizeOf(resource),
  );
  const rows = useMemo(() => result.data ?? [], [result.data]);
  // The user's own filters: those of the route and the declaration are not theirs to change.
  const ownFilters = useMemo(
    () =>
      filters.filter(
        (filter) =>
          !permanent.some(
            (fixed) => 'field' in fixed && 'field' in filter && fixed.field === filter.field,
          ),
      ),
    [filters, permanent],
  );

  const [selection, setSelection] = useState<{ keys: Key[]; rows: Row[] }>({ keys: [], rows: [] });
  const clearSelection = () => setSelection({ keys: [], rows: [] });
  const batch = useBatchRunner(resource, clearSelection);
  const selectable = !embedded && batch.offered.length > 0;

  const fieldColumns = useFieldColumns(schema, sorters);
  const [prefs, setPrefs] = useColumnPrefs(user?.adminId, resource.name);
  const kit = useRowActionsKit(resource);
  const hasRowActions = Boolean(
    resource.crud?.show !== false ||
    resource.detail ||
    resource.crud?.edit ||
    resource.crud?.remove ||
    resource.actions,
  );
  const shown = arrangeColumns(fieldColumns, prefs);
  // The first column and the actions stay in view while the table scrolls sideways, pinned by
  // CSS (list.css): antd's `fixed` measures every cell's offset, a third of a 100-row page's
  // render. At a phone's width a pinned column would cover the others: none is pinned there.
  const columns: ListColumn[] = shown.map((column, index) =>
    index === 0 && !isPhone ? { ...column, className: PIN_START } : column,
  );
  if (hasRowActions) {
    columns.push({
      key: ACTIONS_COLUMN,
      title: t('list.actions'),
      className: isPhone ? 'row-actions-cell' : `row-actions-cell ${PIN_END}`,
      render: (_: unknown, record: Row) => (
        <RowActions
          resource={resource}
          record={record}
          kit={kit}
          detailPath={detailPathOf(resource, detailKeyOf(resource, record))}
          onShow={() => drawer.open('show', record[schema.id])}
          onEdit={() => drawer.open('edit', record[schema.id])}
        />
      ),
    });
  }
  const totals = useListTotals(resource, rows, filters);

  const canCreate =
    resource.crud?.create &&
    resource.endpoints?.create &&
    canDo(ability, 'create', resource.subject);
  const canExport = canDo(ability, 'export', resource.subject);
  const pagination = {
    ...paging,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal: (total: number) => t('list.total', { total }),
    // Simple paging on a phone (the shell's breakpoint, known at the first render). Not antd's
    // responsive pager: it changes nothing here, and asks antd's breakpoints, which answer once
    // mounted by drawing the pager again.
    simple: isMobile,
    responsive: false,
    position: [isMobile ? 'bottomCenter' : 'bottomRight'] as ('bottomCenter' | 'bottomRight')[],
  };
  const rowSelection: TableProps<Row>['rowSelection'] = selectable
    ? {
        // Pinned with the first column (list.css), at the width the first one's offset assumes.
        columnWidth: SELECTION_WIDTH,
        preserveSelectedRowKeys: true,
        // A screen reader names each row's box by the record it selects.
        getCheckboxProps: (record) =>
          ({ 'aria-label': t('list.selectRow', { name: recordName(schema, record) }) }) as object,
        selectedRowKeys: selection.keys,
        onChange: (keys, selectedRows) =>
          setSelection({ keys, rows: selectedRows.filter((row) => row !== undefined) }),
      }
    : undefined;

  const table = (
    <Table<Row>
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
  const shownTable = rows.length > DEFERRED_ROWS ? deferredTable : table;

  return (
    <ListCard
      title={embedded ? undefined : t(`routes.${resource.name}`)}
      extra={
        <Space wrap>
          {canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => drawer.open('create')}>
              {t('buttons.create')}
            </Button>
          )}
          {resource.exportable && canExport && (
            <ExportButton resource={resource} filters={filters} sorters={sorters} />
          )}
          {resource.serverExport && canExport && (
            <ServerExportButton resource={resource} filters={filters} sorters={sorters} />
          )}
          {resource.imports && (
            <Suspense fallback={null}>
              <ImportButtons resource={resource} />
            </Suspense>
          )}
          <LazyColumnChooser
            columns={orderColumns(fieldColumns, prefs).map(({ key, title }) => ({
              key,
              title: title as ReactNode,
            }))}
            prefs={prefs}
            onChange={setPrefs}
          />
        </Space>
      }
    >
      {!embedded && <OwnerHeader resource={resource} rows={rows} />}
      <FilterForm
        schema={schema}
        filters={ownFilters}
        onSearch={(next: CrudFilter[]) => {
          setFilters(next, 'replace');
          setCurrentPage(1);
        }}
        extra={
          !embedded && (
            <LazySavedViews
              storageKey={savedViewsKey(user?.adminId, resource.name)}
              list={{
                schema,
                filters: ownFilters,
                sorters,
                pageSize,
                columns: prefs,
                setFilters,
                setSorters,
                setPageSize,
                setCurrentPage,
                setColumns: setPrefs,
              }}
            />
          )
        }
      />
      {resource.chart && !embedded && (
        <Suspense fallback={null}>
          <ResourceChart resource={resource} filters={filters} />
        </Suspense>
      )}
      {tableQuery.isError && !rows.length ? (
        <Alert
          type="error"
          showIcon
          message={t('list.loadFailed')}
          action={
            <Button icon={<ReloadOutlined />} onClick={() => void tableQuery.refetch()}>
              {t('list.retry')}
            </Button>
          }
        />
      ) : (
        <>
          {selectable && (
            <BatchBar
              count={selection.keys.length}
              actions={batch.offered}
              running={batch.running}
              onRun={(name, action) => batch.start(name, action, selection.rows)}
              onClear={clearSelection}
            />
          )}
          {shownTable}
        </>
      )}
      {kit.runner.dialog}
      {batch.dialog}
      <Suspense fallback={null}>
        {(drawer.drawer === 'create' || drawer.drawer === 'edit') && (
          <FormDrawer
            resource={resource}
            mode={drawer.drawer}
            id={drawer.id}
            parent={embedded ? (parent ?? NO_PARAMS) : undefined}
            onClose={drawer.close}
            onCreated={(newId) => drawer.open('show', newId)}
          />
        )}
        {drawer.drawer === 'show' && (
          <ResourceShowDrawer resource={resource} id={drawer.id} onClose={drawer.close} />
        )}
      </Suspense>
    </ListCard>
  );
}

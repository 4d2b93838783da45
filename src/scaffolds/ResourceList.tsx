import type { CrudFilter } from '@refinedev/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useSessionUser } from '@/auth/useSession';
import { useIsMobile, useIsPhone } from '@/ui/useIsMobile';
import { LoadFailedAlert } from '@/ui/LoadFailedAlert';
import type { ResourceDef } from '@/engine/types';
import { BatchBar } from './actions/BatchBar';
import { FilterForm } from './FilterForm';
import { LazySavedViews } from './list/LazySavedViews';
import { ListDrawers } from './list/ListDrawers';
import { ListToolbar } from './list/ListToolbar';
import { RecordCards } from './list/RecordCards';
import { ResourceTable } from './list/ResourceTable';
import { savedViewsKey } from './list/savedViewsKey';
import { useDrawerParam } from './list/useDrawerParam';
import { ACTIONS_COLUMN, useListColumns } from './list/useListColumns';
import { useListRows } from './list/useListRows';
import { useListSelection } from './list/useListSelection';
import { useListTotals } from './list/useListTotals';
import { useLocalDrawer } from './list/useLocalDrawer';
import { ListCard } from './ListCard';
import type { ParentValues } from './listQuery';
import { OwnerHeader } from './OwnerHeader';
import { withViewTexts } from '@/i18n';
import './list.css';

// Only lists that declare a chart load it, with its charting library.
const ResourceChart = lazy(withViewTexts(() => import('./chart/ResourceChart')));

/**
 * The generic list of a resource on Refine's `useTable` and antd's Table: filters, sorting and
 * paging from its schema, kept in the URL; rows selectable where batch actions are declared; the
 * first column and the actions column fixed while the table scrolls sideways (cards below the
 * mobile breakpoint, src/scaffolds/list/RecordCards.tsx); a summary row of
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
  const user = useSessionUser();
  const isPhone = useIsPhone();
  // Below the mobile breakpoint a table would be cut off or scrolled sideways: cards instead.
  const isMobile = useIsMobile();
  const schema = resource.schema!;
  const urlDrawer = useDrawerParam();
  const localDrawer = useLocalDrawer();
  const drawer = embedded ? localDrawer : urlDrawer;
  const list = useListRows(resource, embedded, parent);
  const { filters, ownFilters, sorters, rows, tableQuery } = list;
  const { setFilters, setSorters, setCurrentPage, pageSize, setPageSize } = list;
  const { selection, clearSelection, batch, selectable, rowSelection } = useListSelection(
    resource,
    embedded,
  );
  const { fieldColumns, columns, prefs, setPrefs, kit } = useListColumns(
    resource,
    sorters,
    user?.adminId,
    drawer.open,
    isPhone,
  );
  const totals = useListTotals(resource, rows, filters);

  return (
    <ListCard
      title={embedded ? undefined : t(`routes.${resource.name}`)}
      extra={
        <ListToolbar
          resource={resource}
          filters={filters}
          sorters={sorters}
          fieldColumns={fieldColumns}
          prefs={prefs}
          onPrefsChange={setPrefs}
          onCreate={() => drawer.open('create')}
        />
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
        <LoadFailedAlert
          error={tableQuery.error}
          title={t('list.loadFailed')}
          onRetry={() => void tableQuery.refetch()}
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
          {isMobile ? (
            <RecordCards
              schema={schema}
              list={list}
              columns={columns}
              actionsKey={ACTIONS_COLUMN}
              rowSelection={rowSelection}
              selectedRows={selection.rows}
              totals={totals}
            />
          ) : (
            <ResourceTable
              schema={schema}
              list={list}
              columns={columns}
              rowSelection={rowSelection}
              totals={totals}
            />
          )}
        </>
      )}
      {kit.runner.dialog}
      {batch.dialog}
      <ListDrawers resource={resource} drawer={drawer} embedded={embedded} parent={parent} />
    </ListCard>
  );
}

import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useList } from '@refinedev/core';
import { Alert, Button, Empty, Pagination, Space } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAppAbility } from '@/access/AbilityContext';
import { useEarlyListOptions } from '@/data/useEarlyListOptions';
import type { ResourceDef } from '@/engine/types';
import { DataTable, type DataColumn } from '@/ui/DataTable';
import { ExportButton } from './ExportButton';
import { ServerExportButton } from './ServerExportButton';
import { FilterForm } from './FilterForm';
import { ListCard } from './ListCard';
import { OwnerHeader } from './OwnerHeader';
import { listQueryOf } from './listQuery';
import { PAGE_SIZES } from './listState';
import { RowActions, useRowActionsKit } from './RowActions';
import { useColumns } from './useColumns';
import { useDrawerParam, useListState } from './useListState';
import './list.css';

type Row = Record<string, unknown>;

// Forms and details load when first opened: a list page does not pay for them.
const ResourceFormDrawer = lazy(() =>
  import('./ResourceFormDrawer').then((m) => ({ default: m.ResourceFormDrawer })),
);
const ResourceShowDrawer = lazy(() =>
  import('./ResourceShowDrawer').then((m) => ({ default: m.ResourceShowDrawer })),
);

/**
 * The generic list of a resource: filters, columns, sorting and paging from its schema, kept in
 * the URL; loading, empty and error states; row actions; create/edit/details drawers; export.
 */
export function ResourceList({
  resource,
  embedded = false,
}: {
  resource: ResourceDef;
  embedded?: boolean;
}) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const schema = resource.schema!;
  const routeParams = useParams();
  const [state, update] = useListState(schema, !embedded, resource.pageSize);
  const drawer = useDrawerParam();

  const { filters, sorters } = useMemo(
    () => listQueryOf(resource, state, routeParams),
    [state, resource, routeParams],
  );

  const pagination = { currentPage: state.page, pageSize: state.pageSize };
  const early = useEarlyListOptions<Row>({
    resource: resource.name,
    ...pagination,
    filters,
    sorters,
  });
  const { query, result } = useList<Row>({
    resource: resource.name,
    pagination,
    filters,
    sorters,
    queryOptions: early,
  });

  const columns = useColumns(schema);
  const kit = useRowActionsKit(resource);
  const hasRowActions =
    resource.crud?.show !== false ||
    resource.crud?.edit ||
    resource.crud?.remove ||
    resource.actions;
  const allColumns: DataColumn<Row>[] = hasRowActions
    ? [
        ...columns,
        {
          key: '__actions',
          title: t('list.actions'),
          className: 'row-actions-cell',
          render: (record: Row) => (
            <RowActions
              resource={resource}
              record={record}
              kit={kit}
              onShow={() => drawer.open('show', record[schema.id])}
              onEdit={() => drawer.open('edit', record[schema.id])}
            />
          ),
        },
      ]
    : columns;
  const canCreate =
    resource.crud?.create && resource.endpoints?.create && ability.can('create', resource.subject);

  return (
    <ListCard
      title={embedded ? undefined : t(`routes.${resource.name}`)}
      extra={
        <Space>
          {canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => drawer.open('create')}>
              {t('buttons.create')}
            </Button>
          )}
          {resource.exportable && ability.can('export', resource.subject) && (
            <ExportButton resource={resource} filters={filters} sorters={sorters} />
          )}
          {resource.serverExport && ability.can('export', resource.subject) && (
            <ServerExportButton resource={resource} filters={filters} sorters={sorters} />
          )}
        </Space>
      }
    >
      {!embedded && <OwnerHeader resource={resource} rows={result.data} />}
      <FilterForm
        schema={schema}
        filters={state.filters}
        onSearch={(next) => update({ filters: next, page: 1 })}
      />
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('list.loadFailed')}
          action={
            <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
              {t('list.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <DataTable<Row>
            rowKey={(record) => String(record[schema.id])}
            columns={allColumns}
            rows={result.data ?? []}
            loading={query.isLoading || query.isFetching}
            empty={<Empty description={t('list.empty')} />}
            sort={state.sort}
            onSort={(sort) => update({ sort, page: 1 })}
          />
          {(result.total ?? 0) > 0 && (
            <Pagination
              className="list-pagination"
              current={state.page}
              pageSize={state.pageSize}
              total={result.total}
              showSizeChanger
              pageSizeOptions={PAGE_SIZES.map(String)}
              showTotal={(total) => t('list.total', { total })}
              onChange={(page, pageSize) =>
                update({ page: pageSize !== state.pageSize ? 1 : page, pageSize })
              }
            />
          )}
        </>
      )}
      {kit.runner.dialog}
      <Suspense fallback={null}>
        {!embedded && (drawer.drawer === 'create' || drawer.drawer === 'edit') && (
          <ResourceFormDrawer
            resource={resource}
            mode={drawer.drawer}
            id={drawer.id}
            onClose={drawer.close}
          />
        )}
        {!embedded && drawer.drawer === 'show' && (
          <ResourceShowDrawer resource={resource} id={drawer.id} onClose={drawer.close} />
        )}
      </Suspense>
    </ListCard>
  );
}

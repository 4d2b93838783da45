import { Button, InfiniteScroll, NoticeBar } from 'antd-mobile';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { resourceByName, titleKeyOf } from '@/engine/registry';
import { withViewTexts } from '@/i18n';
import { useTranslation } from '@/i18n/useTranslation';
import { H5Header } from './H5Header';
import { H5RecordCard } from './H5RecordCard';
import { H5Refreshable } from './H5Refreshable';
import { H5State } from './H5State';
import { filtersOf, mobileFilterFields } from './h5Filters';
import type { H5Route } from './h5Routes';
import { useH5Actions } from './useH5Actions';
import { useH5List } from './useH5List';

type Row = Record<string, unknown>;

// What only a tap opens loads apart from the list, once its first cards are shown (and at the
// latest when tapped): the filter sheet (antd-mobile's form) and the action sheet with its dialog
// (pull to refresh likewise, H5Refreshable).
const loadFilters = () => import('./H5Filters');
// The action forms say what the desktop's forms say (bounds, their help): those texts with them.
const loadActions = withViewTexts(() => import('./H5RecordActions'));
const H5Filters = lazy(loadFilters);
const H5RecordActions = lazy(loadActions);

/**
 * The generic mobile list of a declared resource: cards of its listed fields, its filters in a
 * bottom sheet, pull to refresh, more on scroll, and a record's actions in an action sheet, with
 * the desktop's confirmations and rights.
 */
export function H5ListPage({ route }: { route: H5Route }) {
  const resource = resourceByName(route.resource)!;
  const schema = resource.schema!;
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  // The sheets mount when first opened and stay (their closing animations need them).
  const [filtering, setFiltering] = useState<boolean | null>(null);
  const [sheetOf, setSheetOf] = useState<Row | null | undefined>(undefined);
  const filters = useMemo(
    () => filtersOf(schema, values, resource.fixedFilters),
    [schema, values, resource.fixedFilters],
  );
  // A new list (and its first page) for each set of filters.
  const listKey = JSON.stringify(values);
  const actions = useH5Actions(resource);
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const [refreshes, setRefreshes] = useState(0);
  const title = t(`h5.pages.${route.path.replace('/', '.')}`, {
    defaultValue: t(titleKeyOf(resource)),
  });
  const canFilter = mobileFilterFields(schema, resource.fixedFilters).length > 0;

  return (
    <>
      <H5Header title={title} back />
      <div className="h5-toolbar">
        {canFilter && (
          <Button size="small" onClick={() => setFiltering(true)}>
            {t('h5.filters')}
            {Object.keys(values).length ? ` (${Object.keys(values).length})` : ''}
          </Button>
        )}
      </div>
      <div role={notice?.failed ? 'alert' : 'status'}>
        {notice && (
          <NoticeBar
            content={notice.text}
            color={notice.failed ? 'error' : 'success'}
            closeable
            onClose={() => setNotice(null)}
            wrap
          />
        )}
      </div>
      <H5Cards
        key={`${listKey}:${refreshes}`}
        route={route}
        filters={filters}
        onActions={(record) =>
          actions.visibleFor(record).length ? () => setSheetOf(record) : undefined
        }
      />
      <Suspense fallback={null}>
        {filtering !== null && (
          <H5Filters
            schema={schema}
            fixed={resource.fixedFilters}
            visible={filtering}
            values={values}
            onClose={() => setFiltering(false)}
            onApply={(next) => {
              setFiltering(false);
              setValues(next);
            }}
          />
        )}
        {sheetOf !== undefined && (
          <H5RecordActions
            resource={resource}
            record={sheetOf}
            onClose={() => setSheetOf(null)}
            onDone={(text, failed) => {
              setNotice({ text, failed });
              if (!failed) setRefreshes((count) => count + 1);
            }}
          />
        )}
      </Suspense>
    </>
  );
}

interface CardsProps {
  route: H5Route;
  filters: ReturnType<typeof filtersOf>;
  onActions: (record: Row) => (() => void) | undefined;
}

/** The cards of one list (remounted for new filters or after an action: a fresh first page). */
function H5Cards({ route, filters, onActions }: CardsProps) {
  const resource = resourceByName(route.resource)!;
  const { t } = useTranslation();
  const list = useH5List(resource, filters);
  const idField = resource.schema?.id ?? 'id';
  const shown = list.loaded;
  useEffect(() => {
    if (!shown) return;
    void loadFilters().catch(() => undefined);
    void loadActions().catch(() => undefined);
  }, [shown]);
  return (
    <H5Refreshable ready={shown} onRefresh={list.refresh}>
      <div className="h5-cards" aria-busy={!list.loaded}>
        {list.rows.map((record, index) => (
          <H5RecordCard
            key={`${String(record[idField])}:${index}`}
            resource={resource}
            record={record}
            onActions={onActions(record)}
          />
        ))}
        {list.loaded && !list.rows.length && !list.failed && <H5State title={t('list.empty')} />}
        {list.failed && (
          <H5State title={t('list.loadFailed')}>
            <Button onClick={() => void list.refresh()}>{t('list.retry')}</Button>
          </H5State>
        )}
      </div>
      <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore}>
        {list.hasMore ? t('list.loading') : list.rows.length ? t('h5.noMore') : null}
      </InfiniteScroll>
    </H5Refreshable>
  );
}

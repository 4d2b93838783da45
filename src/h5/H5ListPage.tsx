import {
  ActionSheet,
  Button,
  Dialog,
  ErrorBlock,
  InfiniteScroll,
  NoticeBar,
  PullToRefresh,
  TextArea,
} from 'antd-mobile';
import { useMemo, useState } from 'react';
import { resourceByName, titleKeyOf } from '@/engine/registry';
import type { ActionDef } from '@/engine/types';
import { reasonKeyOf } from '@/engine/actions';
import { useTranslation } from '@/i18n/useTranslation';
import { labelOf, recordName } from '@/scaffolds/actions/actionModel';
import { H5Filters } from './H5Filters';
import { H5Header } from './H5Header';
import { H5RecordCard } from './H5RecordCard';
import { filtersOf, mobileFilterFields } from './h5Filters';
import type { H5Route } from './h5Routes';
import { useH5Actions } from './useH5Actions';
import { useH5List } from './useH5List';

type Row = Record<string, unknown>;
interface Pending {
  name: string;
  action: ActionDef;
  record: Row;
}

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
  const [filtering, setFiltering] = useState(false);
  const filters = useMemo(
    () => filtersOf(schema, values, resource.fixedFilters),
    [schema, values, resource.fixedFilters],
  );
  // A new list (and its first page) for each set of filters.
  const listKey = JSON.stringify(values);
  const actions = useH5Actions(resource);
  const [sheetOf, setSheetOf] = useState<Row | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const [refreshes, setRefreshes] = useState(0);
  const title = t(`h5.pages.${route.path.replace('/', '.')}`, {
    defaultValue: t(titleKeyOf(resource)),
  });
  const canFilter = mobileFilterFields(schema, resource.fixedFilters).length > 0;

  const run = async ({ name, action, record }: Pending, withReason?: string) => {
    setPending(null);
    try {
      await actions.run(name, action, record, withReason);
      setNotice({ text: t('actions.done', { action: t(labelOf(name, action)) }), failed: false });
      setRefreshes((count) => count + 1);
    } catch (error) {
      setNotice({
        text: error instanceof Error && error.message ? error.message : t('errors.generic'),
        failed: true,
      });
    }
  };

  const start = (choice: Pending) => {
    setSheetOf(null);
    setReason('');
    if (reasonKeyOf(choice.action) || choice.action.confirm || choice.action.danger)
      setPending(choice);
    else void run(choice);
  };

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
      <ActionSheet
        visible={sheetOf !== null}
        onClose={() => setSheetOf(null)}
        cancelText={t('buttons.cancel')}
        extra={sheetOf ? recordName(resource, sheetOf) : undefined}
        actions={(sheetOf ? actions.visibleFor(sheetOf) : []).map(([name, action]) => ({
          key: name,
          text: t(labelOf(name, action)),
          danger: action.danger,
          onClick: () => start({ name, action, record: sheetOf! }),
        }))}
      />
      <Dialog
        visible={pending !== null}
        title={
          pending && t('actions.confirmTitle', { action: t(labelOf(pending.name, pending.action)) })
        }
        content={
          pending && reasonKeyOf(pending.action) ? (
            <label className="h5-reason">
              {t('common.reason')}
              <TextArea
                id="h5-action-reason"
                placeholder={t('common.reason')}
                value={reason}
                onChange={setReason}
                rows={3}
              />
            </label>
          ) : (
            pending && recordName(resource, pending.record)
          )
        }
        onClose={() => setPending(null)}
        actions={[
          [
            { key: 'cancel', text: t('buttons.cancel'), onClick: () => setPending(null) },
            {
              key: 'confirm',
              text: t('buttons.confirm'),
              bold: true,
              danger: pending?.action.danger,
              disabled: Boolean(pending && reasonKeyOf(pending.action) && !reason.trim()),
              onClick: () => {
                if (pending) void run(pending, reason.trim() || undefined);
              },
            },
          ],
        ]}
      />
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
  return (
    <PullToRefresh onRefresh={list.refresh}>
      <div className="h5-cards" aria-busy={!list.loaded}>
        {list.rows.map((record, index) => (
          <H5RecordCard
            key={`${String(record[idField])}:${index}`}
            resource={resource}
            record={record}
            onActions={onActions(record)}
          />
        ))}
        {list.loaded && !list.rows.length && !list.failed && (
          <ErrorBlock status="empty" title={t('list.empty')} description="" />
        )}
        {list.failed && (
          <ErrorBlock status="default" title={t('list.loadFailed')} description="">
            <Button onClick={() => void list.refresh()}>{t('list.retry')}</Button>
          </ErrorBlock>
        )}
      </div>
      <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore}>
        {list.hasMore ? t('list.loading') : list.rows.length ? t('h5.noMore') : null}
      </InfiniteScroll>
    </PullToRefresh>
  );
}

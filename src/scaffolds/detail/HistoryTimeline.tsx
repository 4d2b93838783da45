import { ReloadOutlined } from '@ant-design/icons';
import { useList } from '@refinedev/core';
import { Alert, Button, Empty, Skeleton, Timeline, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import type { ResourceDef } from '@/engine/types';
import { useTranslation } from '@/i18n/useTranslation';
import { formatDate } from '../fields/format';
import { ACTION_LOG, historyActionKey } from './detailModel';

type Row = Record<string, unknown>;

const HISTORY_SIZE = 50;
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * A record's history (`GET /actionLog/list` by its entity and id, newest first) as a timeline:
 * who did what, when, with which reason. Asked for again whenever the record is (an action or an
 * edit changed it).
 */
export function HistoryTimeline({
  resource,
  id,
  updatedAt,
}: {
  resource: ResourceDef;
  id: string;
  updatedAt: number;
}) {
  const { t } = useTranslation();
  const { result, query } = useList<Row>({
    resource: ACTION_LOG,
    filters: [
      { field: 'targetType', operator: 'eq', value: resource.schema!.entity },
      { field: 'targetId', operator: 'eq', value: id },
    ],
    sorters: [{ field: 'createTime', order: 'desc' }],
    pagination: { currentPage: 1, pageSize: HISTORY_SIZE },
    successNotification: false,
    errorNotification: false,
  });
  const seen = useRef(updatedAt);
  const { refetch } = query;
  useEffect(() => {
    if (seen.current === updatedAt) return;
    seen.current = updatedAt;
    void refetch();
  }, [updatedAt, refetch]);

  if (query.isLoading) return <Skeleton active />;
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('detail.historyFailed')}
        action={
          <Button icon={<ReloadOutlined />} onClick={() => void refetch()}>
            {t('list.retry')}
          </Button>
        }
      />
    );
  }
  const entries = Array.isArray(result.data) ? result.data : [];
  if (!entries.length) return <Empty description={t('detail.noHistory')} />;
  return (
    <Timeline
      items={entries.map((entry, index) => {
        const action = text(entry.action);
        const key = historyActionKey(resource, action);
        const reason = text(entry.reason);
        return {
          key: text(entry.id) || String(index),
          children: (
            <div data-testid="history-entry">
              <div>
                <strong>{text(entry.operatorName) || text(entry.operatorId) || '—'}</strong>{' '}
                {key ? t(key) : action}
              </div>
              <Typography.Text type="secondary">
                {formatDate(entry.createTime, true)}
              </Typography.Text>
              {reason && <div>{t('detail.reason', { reason })}</div>}
            </div>
          ),
        };
      })}
    />
  );
}

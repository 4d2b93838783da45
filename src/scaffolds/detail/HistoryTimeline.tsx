import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Timeline, Typography } from 'antd';
import type { ResourceDef } from '@/engine/types';
import { useTranslation } from '@/i18n/useTranslation';
import { formatDate } from '../fields/format';
import { historyActionKey } from './detailModel';
import { useRecordHistory } from './useRecordHistory';
import { LoadingPlaceholder } from '@/ui/LoadingPlaceholder';

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
  const { entries, query } = useRecordHistory(resource, id, updatedAt);
  const { refetch } = query;

  if (query.isLoading) return <LoadingPlaceholder />;
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

import { Button, Card, Empty, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Link } from 'react-router';
import { formatDate } from '@/scaffolds/fields/format';
import { dashboardApi, type Announcement } from './dashboardApi';
import { useDashboardQuery } from './useDashboardQuery';
import { useMarkRead } from './useMarkRead';
import { LoadingPlaceholder } from '@/ui/LoadingPlaceholder';

/**
 * The latest site messages, newest first, each opening in a dialog and read once opened (an unread
 * one says so); the message centre holds them all.
 */
export function AnnouncementsCard() {
  const { t } = useTranslation();
  const { data, isLoading } = useDashboardQuery('announcements', dashboardApi.announcements);
  const [shown, setShown] = useState<Announcement | null>(null);
  const markRead = useMarkRead();
  return (
    <Card
      title={t('dashboard.announcements')}
      extra={<Link to="/news/centre">{t('dashboard.more')}</Link>}
    >
      {isLoading ? (
        <LoadingPlaceholder />
      ) : !data?.list.length ? (
        <Empty description={t('dashboard.noAnnouncements')} />
      ) : (
        <List
          size="small"
          dataSource={data.list}
          renderItem={(item) => (
            <List.Item extra={formatDate(item.sendTime)}>
              <span>
                <Button
                  type="link"
                  style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
                  onClick={() => {
                    setShown(item);
                    markRead(item);
                  }}
                >
                  {item.title || t('dashboard.untitled')}
                </Button>
                {Number(item.status) === 0 && (
                  <Typography.Text type="danger"> {t('enums.readStatus.0')}</Typography.Text>
                )}
              </span>
            </List.Item>
          )}
        />
      )}
      <Modal
        open={!!shown}
        title={shown?.title || t('dashboard.untitled')}
        onCancel={() => setShown(null)}
        footer={<Button onClick={() => setShown(null)}>{t('dashboard.close')}</Button>}
      >
        {shown && (
          <>
            <Typography.Paragraph type="secondary">
              {formatDate(shown.sendTime)}
            </Typography.Paragraph>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
              {shown.content || '-'}
            </Typography.Paragraph>
          </>
        )}
      </Modal>
    </Card>
  );
}

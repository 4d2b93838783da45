import { Card, Empty, List, Skeleton } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { Link } from 'react-router';
import { formatDate } from '@/scaffolds/fields/format';
import { dashboardApi } from './dashboardApi';
import { useDashboardQuery } from './useDashboardQuery';

/** The latest site messages, linking to the message centre. */
export function AnnouncementsCard() {
  const { t } = useTranslation();
  const { data, isLoading } = useDashboardQuery('announcements', dashboardApi.announcements);
  return (
    <Card
      title={t('dashboard.announcements')}
      extra={<Link to="/news/centre">{t('dashboard.more')}</Link>}
    >
      {isLoading ? (
        <Skeleton active />
      ) : !data?.list.length ? (
        <Empty description={t('dashboard.noAnnouncements')} />
      ) : (
        <List
          size="small"
          dataSource={data.list}
          renderItem={(item) => (
            <List.Item extra={formatDate(item.sendTime)}>{item.title}</List.Item>
          )}
        />
      )}
    </Card>
  );
}

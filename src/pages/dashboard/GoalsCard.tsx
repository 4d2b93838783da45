import { Card, Empty, List, Progress, Skeleton, Typography } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { formatMoney } from '@/scaffolds/fields/format';
import { dashboardApi } from './dashboardApi';
import { useDashboardQuery } from './useDashboardQuery';

/** Goals overview: each target with what is achieved so far. */
export function GoalsCard() {
  const { t } = useTranslation();
  const { data, isLoading } = useDashboardQuery('goals', dashboardApi.goals);
  return (
    <Card title={t('dashboard.goals')}>
      {isLoading ? (
        <Skeleton active />
      ) : !data?.list.length ? (
        <Empty description={t('dashboard.noGoals')} />
      ) : (
        <List
          dataSource={data.list}
          renderItem={(goal) => (
            <List.Item>
              <div style={{ width: '100%' }}>
                <Typography.Text strong>{goal.name}</Typography.Text>
                <Progress
                  percent={Math.min(100, Math.floor((goal.achieved / goal.target) * 100))}
                  size="small"
                />
                <Typography.Text type="secondary">
                  {formatMoney(goal.achieved, goal.currency)} /{' '}
                  {formatMoney(goal.target, goal.currency)}
                </Typography.Text>
              </div>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

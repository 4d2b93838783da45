import { Card, Empty, List, Progress, Typography } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { formatMoney } from '@/scaffolds/fields/format';
import { dashboardApi, type Goal } from './dashboardApi';
import { useDashboardQuery } from './useDashboardQuery';
import { LoadingPlaceholder } from '@/ui/LoadingPlaceholder';

/** The share of a goal achieved, 0–100 (0 without a target to measure against). */
function progressOf(goal: Goal): number {
  const achieved = Number(goal.achieved ?? 0);
  const target = Number(goal.target ?? 0);
  if (!(target > 0) || !Number.isFinite(achieved)) return 0;
  return Math.max(0, Math.min(100, Math.floor((achieved / target) * 100)));
}

/** Goals overview: each target with what is achieved so far. */
export function GoalsCard() {
  const { t } = useTranslation();
  const { data, isLoading } = useDashboardQuery('goals', dashboardApi.goals);
  return (
    <Card title={t('dashboard.goals')}>
      {isLoading ? (
        <LoadingPlaceholder />
      ) : !data?.list.length ? (
        <Empty description={t('dashboard.noGoals')} />
      ) : (
        <List
          dataSource={data.list}
          renderItem={(goal) => (
            <List.Item>
              <div style={{ width: '100%' }}>
                <Typography.Text strong>{goal.name}</Typography.Text>
                <Progress percent={progressOf(goal)} size="small" aria-label={goal.name} />
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

import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { formatMoney } from '@/scaffolds/fields/format';
import { dashboardApi } from './dashboardApi';
import { useDashboardQuery } from './useDashboardQuery';
import { LoadingPlaceholder } from '@/ui/LoadingPlaceholder';

const periods = ['today', 'yesterday', 'week', 'month', 'quarter', 'year'] as const;

/** Consumption for today, yesterday, week, month, quarter and year (SPEC §2). */
export function ConsumptionCard() {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useDashboardQuery('consumption', dashboardApi.consumption);
  return (
    <Card title={t('dashboard.consumption')}>
      {isLoading ? (
        <LoadingPlaceholder rows={2} />
      ) : isError || !data ? (
        <span>{t('dashboard.unavailable')}</span>
      ) : (
        <Row gutter={[16, 16]}>
          {periods.map((period) => (
            <Col key={period} xs={12} md={8} xl={4}>
              <Statistic
                title={t(`dashboard.periods.${period}`)}
                value={formatMoney(data[period], data.currency)}
                valueStyle={{ fontSize: 18, fontVariantNumeric: 'tabular-nums' }}
              />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}

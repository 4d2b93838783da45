import { Button, Card, Col, Input, QRCode, Row, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { dashboardApi } from './dashboardApi';
import { useDashboardQuery } from './useDashboardQuery';
import { useFeedback } from '@/ui/feedback';

function Invitation({ type }: { type: 'client' | 'partner' }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const { data, isLoading } = useDashboardQuery(`invite-${type}`, () =>
    dashboardApi.invitation(type),
  );
  if (isLoading) return <Skeleton active />;
  if (!data) return <span>{t('dashboard.unavailable')}</span>;
  // Only a web address is shown or encoded: never the console's login by default, nor a script.
  if (!/^https?:\/\//i.test(data.url)) return <span>{t('dashboard.noRegistrationAddress')}</span>;
  return (
    <Space direction="vertical" align="center" style={{ width: '100%' }}>
      <Typography.Text strong>{t(`dashboard.invite.${type}`)}</Typography.Text>
      <QRCode
        value={data.url}
        size={128}
        aria-label={t('dashboard.invite.qr', { what: t(`dashboard.invite.${type}`) })}
      />
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={data.url} aria-label={t(`dashboard.invite.${type}`)} />
        <Button
          onClick={() =>
            void navigator.clipboard
              ?.writeText(data.url)
              .then(() => message.success(t('dashboard.copied')))
              .catch(() => message.error(t('dashboard.copyFailed')))
          }
        >
          {t('dashboard.copy')}
        </Button>
      </Space.Compact>
    </Space>
  );
}

/** QR codes and links inviting clients and partners (partners: main organisation only). */
export function InvitationCard({ partner }: { partner: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={t('dashboard.invitations')}>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={partner ? 12 : 24}>
          <Invitation type="client" />
        </Col>
        {partner && (
          <Col xs={24} md={12}>
            <Invitation type="partner" />
          </Col>
        )}
      </Row>
    </Card>
  );
}

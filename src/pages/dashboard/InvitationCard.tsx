import { Button, Card, Col, QRCode, Row, Space, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { dashboardApi, type InviteType } from './dashboardApi';
import { useDashboardQuery } from './useDashboardQuery';
import { useFeedback } from '@/ui/feedback';
import { LoadingPlaceholder } from '@/ui/LoadingPlaceholder';

// The posters load after the dashboard's first drawing: the cards above them come first.
const PosterGallery = lazy(() => import('./PosterGallery'));

function Invitation({ type }: { type: InviteType }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const { data, isLoading } = useDashboardQuery(`invite-${type}`, () =>
    dashboardApi.invitation(type),
  );
  if (isLoading) return <LoadingPlaceholder />;
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
      {/* The whole address, wrapped anywhere (a box would cut it off), then the copy button. */}
      <Typography.Text
        className="invite-link"
        style={{ display: 'block', overflowWrap: 'anywhere', textAlign: 'center' }}
      >
        {data.url}
      </Typography.Text>
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
    </Space>
  );
}

/** A type's invitation link and QR code, then its posters. */
function InvitationColumn({ type }: { type: InviteType }) {
  return (
    <>
      <Invitation type={type} />
      <Suspense fallback={<LoadingPlaceholder />}>
        <PosterGallery type={type} />
      </Suspense>
    </>
  );
}

/**
 * QR codes, links and posters inviting clients and partners (partners: main organisation only,
 * not sales partners: the `invitePartner` right of src/access/rules.ts).
 */
export function InvitationCard({ partner }: { partner: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={t('dashboard.invitations')}>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={partner ? 12 : 24}>
          <InvitationColumn type="client" />
        </Col>
        {partner && (
          <Col xs={24} md={12}>
            <InvitationColumn type="partner" />
          </Col>
        )}
      </Row>
    </Card>
  );
}

import { Card, Col, Descriptions, Row, Tag, Typography } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppAbility } from '@/auth/AbilityContext';
import { useSessionUser } from '@/auth/useSession';
import { AnnouncementsCard } from './AnnouncementsCard';
import { ConsumptionCard } from './ConsumptionCard';
import { GoalsCard } from './GoalsCard';
import { InvitationCard } from './InvitationCard';
import { QuickEntranceCard, RecentVisitsCard } from './QuickEntranceCard';
import { TodoCountsCard } from './TodoCountsCard';

/**
 * The landing page (SPEC §2): who is signed in, quick entrance, recent visits, announcements,
 * consumption, goals, and invitations — each card only for those whose rights cover it.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const ability = useAppAbility();
  if (!user) return null;
  const seesSpend =
    ability.can('read', 'AdsAccount') || ability.can('read', 'SaleAgentConsumeReport');
  const seesGoals = ability.can('read', 'Kpi') || ability.can('read', 'OwnKpi');
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card className="dashboard-welcome">
          <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
            {t('dashboard.welcome', { name: user.name })}
          </Typography.Title>
          <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
            <Descriptions.Item label={t('dashboard.organisation')}>
              {user.orgName}
            </Descriptions.Item>
            <Descriptions.Item label={t('dashboard.roles')}>
              {user.roles.map((role) => (
                <Tag key={role} color="blue">
                  {t(`roles.${role}`)}
                </Tag>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label={t('dashboard.accountId')}>{user.adminId}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <TodoCountsCard />
      <Col xs={24} lg={12}>
        <QuickEntranceCard />
      </Col>
      <Col xs={24} lg={12}>
        <RecentVisitsCard />
      </Col>
      {seesSpend && (
        <Col span={24}>
          <ConsumptionCard />
        </Col>
      )}
      {ability.can('read', 'NewsCentre') && (
        <Col xs={24} lg={12}>
          <AnnouncementsCard />
        </Col>
      )}
      {seesGoals && (
        <Col xs={24} lg={12}>
          <GoalsCard />
        </Col>
      )}
      {ability.can('invite', 'Dashboard') && (
        <Col span={24}>
          <InvitationCard partner={ability.can('invitePartner', 'Dashboard')} />
        </Col>
      )}
    </Row>
  );
}

import { Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/auth/useSession';

/** The landing page after login: who is signed in, for which organisation and role. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('dashboard.welcome', { name: user.name })}
        </Typography.Title>
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
          <Descriptions.Item label={t('dashboard.organisation')}>{user.orgName}</Descriptions.Item>
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
    </Space>
  );
}

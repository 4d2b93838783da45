import { Button, Card, Col, Descriptions, Row, Tag } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { SetPasswordForm, useSetPassword } from '@/auth/SetPasswordForm';
import { useSessionUser } from '@/auth/useSession';
import { PageHeading } from '@/layout/PageHeading';

/** /profile/index: who the user is, and a new password. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { form, saving, save } = useSetPassword();
  if (!user) return null;

  return (
    <>
      <PageHeading />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title={t('profile.info')}>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('profile.name')}>{user.name}</Descriptions.Item>
              <Descriptions.Item label={t('profile.organisation')}>
                {user.orgName}
              </Descriptions.Item>
              <Descriptions.Item label={t('profile.roles')}>
                {user.roles.map((role) => (
                  <Tag key={role} color="blue">
                    {t(`roles.${role}`)}
                  </Tag>
                ))}
              </Descriptions.Item>
              <Descriptions.Item label={t('profile.accountId')}>{user.adminId}</Descriptions.Item>
              <Descriptions.Item label={t('profile.introduction')}>
                {user.introduction?.trim() || '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('profile.teamLeader')}>
                {t(user.isTeamLeader ? 'profile.yes' : 'profile.no')}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('profile.changePassword')}>
            <SetPasswordForm form={form} name="profile-password" onSubmit={() => void save()}>
              <Button type="primary" htmlType="submit" loading={saving}>
                {t('buttons.save')}
              </Button>
            </SetPasswordForm>
          </Card>
        </Col>
      </Row>
    </>
  );
}

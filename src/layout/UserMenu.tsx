import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useLogout } from '@refinedev/core';
import { Avatar, Button, Dropdown, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SetPasswordModal } from '@/auth/SetPasswordModal';
import { useSessionUser } from '@/auth/useSession';

const ResetDemoDataItem =
  import.meta.env.VITE_DEMO === '1' ? lazy(() => import('@/mocks/ResetDemoDataButton')) : null;

export function UserMenu() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { mutate: logout } = useLogout();
  const [passwordOpen, setPasswordOpen] = useState(false);

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'password', icon: <KeyOutlined />, label: t('password.setTitle') },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: t('buttons.logout'), danger: true },
          ],
          onClick: ({ key }) => {
            if (key === 'password') setPasswordOpen(true);
            if (key === 'logout') logout();
          },
        }}
      >
        <Button type="text" aria-label={t('layout.userMenu')}>
          <Space>
            <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} />
            <span>{user?.name}</span>
            <DownOutlined style={{ fontSize: 10 }} />
          </Space>
        </Button>
      </Dropdown>
      {ResetDemoDataItem && (
        <Suspense fallback={null}>
          <ResetDemoDataItem />
        </Suspense>
      )}
      <SetPasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </>
  );
}

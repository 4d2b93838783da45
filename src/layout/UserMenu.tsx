import {
  DownOutlined,
  KeyOutlined,
  LogoutOutlined,
  SolutionOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useLogout } from '@refinedev/core';
import { Avatar, Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useSessionUser } from '@/auth/useSession';
import { LazyDropdown } from '@/ui/LazyDropdown';

export const PROFILE_PATH = '/profile/index';

const SetPasswordModal = lazy(() =>
  import('@/auth/SetPasswordModal').then((module) => ({ default: module.SetPasswordModal })),
);

const ResetDemoDataItem =
  import.meta.env.VITE_DEMO === '1'
    ? lazy(() =>
        import('@demo-backend/browser').then((demo) => ({ default: demo.ResetDemoDataButton })),
      )
    : null;

/** The user's menu: profile, password, logout. `compact` shows only the avatar (mobile). */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  const [passwordOpen, setPasswordOpen] = useState(false);

  return (
    <>
      <LazyDropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'profile', icon: <SolutionOutlined />, label: t('layout.profile') },
            { key: 'password', icon: <KeyOutlined />, label: t('password.setTitle') },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: t('buttons.logout'), danger: true },
          ],
          onClick: ({ key }) => {
            if (key === 'profile') void navigate(PROFILE_PATH);
            if (key === 'password') setPasswordOpen(true);
            if (key === 'logout') logout();
          },
        }}
      >
        <Button type="text" aria-label={t('layout.userMenuOf', { name: user?.name ?? '' })}>
          <Space>
            <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} />
            {!compact && <span>{user?.name}</span>}
            <DownOutlined style={{ fontSize: 10 }} />
          </Space>
        </Button>
      </LazyDropdown>
      {ResetDemoDataItem && (
        <Suspense fallback={null}>
          <ResetDemoDataItem />
        </Suspense>
      )}
      {passwordOpen && (
        <Suspense fallback={null}>
          <SetPasswordModal open onClose={() => setPasswordOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

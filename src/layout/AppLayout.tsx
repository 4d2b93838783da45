import { Layout, Spin, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { IdentitySwitch } from '@/auth/IdentitySwitch';
import { LanguageSwitch } from '@/i18n/LanguageSwitch';
import { UserMenu } from './UserMenu';

export function AppLayout() {
  const { t } = useTranslation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          background: '#fff',
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          paddingInline: 16,
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <Typography.Text strong style={{ fontSize: 16, flex: 1 }}>
          {t('app.title')}
        </Typography.Text>
        <IdentitySwitch />
        <LanguageSwitch />
        <UserMenu />
      </Layout.Header>
      <Layout.Content style={{ padding: 16 }}>
        <Suspense fallback={<Spin style={{ display: 'block', margin: '64px auto' }} />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}

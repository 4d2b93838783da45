import { Spin, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID } from '@/ui/mainContent';
import { SkipLink } from '@/ui/SkipLink';

/** The mobile twin's frame. Its pages skip the login check (SPEC §2). */
export function H5Layout() {
  const { t } = useTranslation();
  return (
    <div style={{ minHeight: '100vh', background: '#f5f6f8' }}>
      <SkipLink />
      <header style={{ background: '#fff', padding: '12px 16px', borderBottom: '1px solid #eee' }}>
        <Typography.Text strong>{t('app.title')}</Typography.Text>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ padding: 12 }}>
        <Suspense fallback={<Spin style={{ display: 'block', margin: '64px auto' }} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

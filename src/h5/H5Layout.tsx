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
    <div style={{ minHeight: '100vh', background: 'var(--console-color-bg-layout, #f5f5f5)' }}>
      <SkipLink />
      <header
        style={{
          background: 'var(--console-color-bg-container, #ffffff)',
          padding: '12px 16px',
          borderBottom: '1px solid var(--console-color-border-secondary, #f0f0f0)',
        }}
      >
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

import { Alert, Button, Space, Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Navigate, useLocation } from 'react-router';
import { saleAgentInfoRoute } from '@/data/contract';
import { loginRedirect } from '@/data/effects';
import { authProvider } from './authProvider';
import { session } from './session';
import { isBlockedSaleAgent } from './userLoader';
import { useSessionToken, useSessionUser } from './useSession';

/**
 * The route guard: no token → /login with the page to return to; a token without user info →
 * load it first; a sales partner with incomplete information is held on its info page.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSessionToken();
  const user = useSessionUser();
  const location = useLocation();
  const [redirect, setRedirect] = useState<string | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token || user) return;
    let alive = true;
    void authProvider.check().then((result) => {
      if (!alive || result.authenticated) return;
      if (result.redirectTo) setRedirect(result.redirectTo);
      else setFailure(new Error(result.error?.message ?? ''));
    });
    return () => {
      alive = false;
    };
  }, [token, user, attempt]);

  if (redirect) return <Navigate to={redirect} replace />;
  if (failure && token && !user) {
    return (
      <UserInfoFailed
        reason={failure.message}
        onRetry={() => {
          setFailure(null);
          setAttempt((count) => count + 1);
        }}
      />
    );
  }
  if (!token) {
    // The router's location, not the window's: a navigation to /login may already be under way.
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginRedirect(session.endReason(), here)} replace />;
  }
  if (!user) {
    return (
      <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <Spin size="large" />
      </div>
    );
  }
  if (isBlockedSaleAgent(user) && location.pathname !== saleAgentInfoRoute) {
    return <Navigate to={saleAgentInfoRoute} replace />;
  }
  return children;
}

/**
 * The user's information could not be loaded (no connection, an unreadable answer): the session
 * is kept, the user may try again or choose to log in again.
 */
function UserInfoFailed({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 24 }}>
      <Alert
        type="warning"
        showIcon
        message={t('auth.userInfoUnavailable')}
        description={reason}
        action={
          <Space direction="vertical">
            <Button type="primary" onClick={onRetry}>
              {t('common.retry')}
            </Button>
            <Button onClick={() => session.clear('userInfo')}>{t('auth.loginAgain')}</Button>
          </Space>
        }
      />
    </main>
  );
}

import { Spin } from 'antd';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { saleAgentInfoRoute } from '@/data/contract';
import { loginRedirect } from './loginRedirect';
import { authProvider } from './authProvider';
import { session } from './session';
import { isBlockedSaleAgent } from './userLoader';
import { useSessionToken, useSessionUser } from './useSession';

// Shown only when the user info fails to load: its code loads then.
const UserInfoFailed = lazy(() => import('./UserInfoFailed'));

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
      <Suspense fallback={null}>
        <UserInfoFailed
          reason={failure.message}
          onRetry={() => {
            setFailure(null);
            setAttempt((count) => count + 1);
          }}
        />
      </Suspense>
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

import { Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
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

  useEffect(() => {
    if (!token || user) return;
    let alive = true;
    void authProvider.check().then((result) => {
      if (alive && !result.authenticated) setRedirect(result.redirectTo ?? '/login');
    });
    return () => {
      alive = false;
    };
  }, [token, user]);

  if (redirect) return <Navigate to={redirect} replace />;
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

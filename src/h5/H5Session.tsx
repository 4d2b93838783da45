import { lazy, useEffect, useState, type ReactNode } from 'react';
import { Button, SpinLoading } from 'antd-mobile';
import { authProvider } from '@/auth/authProvider';
import { session } from '@/auth/session';
import { useSessionToken, useSessionUser } from '@/auth/useSession';
import { useTranslation } from '@/i18n/useTranslation';
import { H5State } from './H5State';

// The login form (antd-mobile's form and its validation) loads only when there is no session.
const H5Login = lazy(() => import('./H5Login'));

/**
 * The session of the mobile pages. /h5/ skips the console's login check (SPEC §2): the page
 * uses a token handed in its address (taken at boot, src/app/mobileBoot.tsx), else the session
 * cookie the console shares, else shows the mobile login. Its user info loads as the console's does; rights are the same.
 */
export function H5Session({ children }: { children: ReactNode }) {
  const token = useSessionToken();
  const user = useSessionUser();
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token || user) return;
    let alive = true;
    setFailed(false);
    void authProvider.check().then((result) => {
      if (!alive || result.authenticated) return;
      // An expired token ends the session (the catalogue clears it); anything else may be retried.
      if (result.redirectTo) session.clear('expired');
      else setFailed(true);
    });
    return () => {
      alive = false;
    };
  }, [token, user, attempt]);

  if (!token) return <H5Login />;
  if (failed && !user) {
    return (
      <H5State title={t('errors.generic')}>
        <Button color="primary" onClick={() => setAttempt((count) => count + 1)}>
          {t('common.retry')}
        </Button>
      </H5State>
    );
  }
  if (!user) {
    return (
      <div className="h5-centre" role="status" aria-label={t('list.loading')}>
        <SpinLoading />
      </div>
    );
  }
  return children;
}

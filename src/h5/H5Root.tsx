import { lazy, Suspense, useEffect, useRef } from 'react';
import { locationChanged, registerNavigator } from '@/ui/navigation';
import { LanguageEnforcer } from '@/i18n/LanguageEnforcer';
import H5App from './H5App';
import { h5Navigate, useH5Address } from './h5Location';

// Asked for only when a link hands another account's token to an open session: its dialog (and
// the antd-mobile parts it draws) stays out of the first load.
const H5AccountSwitch = lazy(() =>
  import('./H5AccountSwitch').then((module) => ({ default: module.H5AccountSwitch })),
);

/** Lets the data layer navigate in place, and hear when the address changes (as NavigatorBridge). */
function H5NavigatorBridge() {
  const { pathname, search } = useH5Address();
  const last = useRef(pathname + search);
  useEffect(() => {
    if (last.current === pathname + search) return;
    last.current = pathname + search;
    locationChanged();
  }, [pathname, search]);
  useEffect(() => {
    registerNavigator(h5Navigate);
    return () => registerNavigator(null);
  }, []);
  return null;
}

/**
 * The mobile pages' root (docs/mobile.md): no router, no console. `handedToken`: another
 * account's token a link handed while a session was open, offered as a switch, never taken.
 */
export function H5Root({ handedToken }: { handedToken?: string }) {
  return (
    <>
      <H5NavigatorBridge />
      <LanguageEnforcer />
      <H5App />
      {handedToken && (
        <Suspense fallback={null}>
          <H5AccountSwitch token={handedToken} />
        </Suspense>
      )}
    </>
  );
}

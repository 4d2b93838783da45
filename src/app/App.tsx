import { lazy, Suspense, useEffect, useState } from 'react';
import {
  createBrowserRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router';
import { LoginPage } from '@/auth/login/LoginPage';
import { withViewTexts } from '@/i18n';
import { LanguageEnforcer } from '@/i18n/LanguageEnforcer';
import { UiLocaleProvider } from '@/i18n/UiLocaleProvider';
// Everything behind the login loads when first needed, so /login stays light.
import { ConsoleEntry } from './consoleLoader';
import { LoadingScreen } from './LoadingScreen';
import { NavigatorBridge } from './NavigatorBridge';
import { PageErrorBoundary } from '../ui/PageErrorBoundary';
import { CARD_RETURN_ROUTE } from '../../schemas/cardPayment';

const pageFallback = <LoadingScreen />;

// SPEC §2's public return page of the card payment provider: no login, loaded when opened.
const PayReturnPage = lazy(withViewTexts(() => import('@/pages/payReturn/PayReturnPage')));

function MobilePageLoad() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.replace(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return pageFallback;
}

function Root() {
  const { pathname } = useLocation();
  return (
    <UiLocaleProvider>
      <NavigatorBridge />
      <LanguageEnforcer />
      {/* The last resort, when the shell itself fails to draw: never a white window. */}
      <PageErrorBoundary resetKey={pathname} fullPage>
        <Suspense fallback={pageFallback}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
    </UiLocaleProvider>
  );
}

/**
 * The top-level routes. A data router (no loaders: it renders at once, as a plain router
 * would), because only a data router can hold a navigation, Back and Forward included, while a
 * form with unsaved changes asks (src/app/UnsavedChangesNotifier.tsx).
 */
const appRoutes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: CARD_RETURN_ROUTE, element: <PayReturnPage /> },
      // The mobile pages boot on their own (src/main.tsx): reached from the console, a full load.
      { path: '/h5/*', element: <MobilePageLoad /> },
      { path: '*', element: <ConsoleEntry /> },
    ],
  },
];

export function App() {
  // One router per mount, reading the address it is mounted at.
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return <RouterProvider router={router} />;
}

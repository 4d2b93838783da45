import { useState } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { NavigatorBridge } from '@/app/NavigatorBridge';
import { LanguageEnforcer } from '@/i18n/LanguageEnforcer';
import H5App from './H5App';

function Root() {
  return (
    <>
      <NavigatorBridge />
      <LanguageEnforcer />
      <Outlet />
    </>
  );
}

/** The mobile pages' router: everything under /h5/ (README "The mobile pages (/h5/)"). */
export function H5Root() {
  const [router] = useState(() =>
    createBrowserRouter([{ element: <Root />, children: [{ path: '/h5/*', element: <H5App /> }] }]),
  );
  return <RouterProvider router={router} />;
}

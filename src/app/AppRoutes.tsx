import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from '@/auth/login/LoginPage';
import { RequireAuth } from '@/auth/RequireAuth';
import { routedResources } from '@/engine/registry';
import { ResourceRoute } from './ResourceRoute';

// Everything behind the login is loaded when first opened, so /login stays light.
const AppLayout = lazy(() => import('@/layout/AppLayout').then((m) => ({ default: m.AppLayout })));
const NotFoundPage = lazy(() => import('@/pages/errors/NotFoundPage'));
const RedirectPage = lazy(() => import('@/layout/tabs/RedirectPage'));
const H5Layout = lazy(() => import('@/h5/H5Layout').then((m) => ({ default: m.H5Layout })));

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      {/* Mobile pages skip the login check. */}
      <Route path="/h5" element={<H5Layout />}>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route
        element={
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        }
      >
        <Route index element={<Navigate to="/dashboard" replace />} />
        <Route path="/redirect/*" element={<RedirectPage />} />
        {routedResources.map((resource) => (
          <Route
            key={resource.name}
            path={resource.route}
            element={<ResourceRoute resource={resource} />}
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

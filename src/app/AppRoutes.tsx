import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireAuth } from '@/auth/RequireAuth';
import { routedResources } from '@/engine/registry';
import NotFoundPage from '@/pages/errors/NotFoundPage';
import { ResourceRoute } from './ResourceRoute';

// Everything behind the login is loaded when first opened, so /login stays light.
const AppLayout = lazy(() => import('@/layout/AppLayout').then((m) => ({ default: m.AppLayout })));
const RedirectPage = lazy(() => import('@/layout/tabs/RedirectPage'));

export function AppRoutes() {
  return (
    <Routes>
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

import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireAuth } from '@/auth/RequireAuth';
import { AppLayout } from '@/layout/AppLayout';
import { routedResources } from '@/engine/registry';
import { NotFoundPage } from './errorPages';
import { ResourceRoute } from './ResourceRoute';

// The layout comes with the console (every console page has it); pages load when first opened.
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

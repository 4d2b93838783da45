import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireAuth } from '@/auth/RequireAuth';
import { AppLayout } from '@/layout/AppLayout';
import { DeclaredRoute } from './ResourceRoute';

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
        <Route path="*" element={<DeclaredRoute />} />
      </Route>
    </Routes>
  );
}

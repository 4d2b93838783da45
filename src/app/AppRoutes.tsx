import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from '@/auth/login/LoginPage';
import { RequireAuth } from '@/auth/RequireAuth';
import { saleAgentInfoRoute } from '@/data/contract';

// Everything behind the login is loaded when first opened, so /login stays light.
const AppLayout = lazy(() => import('@/layout/AppLayout').then((m) => ({ default: m.AppLayout })));
const DashboardPage = lazy(() => import('@/pages/dashboard/DashboardPage'));
const SaleAgentInfoPage = lazy(() => import('@/pages/saleAgentInfo/SaleAgentInfoPage'));
const NotFoundPage = lazy(() => import('@/pages/errors/NotFoundPage'));
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
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path={saleAgentInfoRoute} element={<SaleAgentInfoPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

import { lazy } from 'react';

// The 403 and 404 pages carry large illustrations: they load only when shown.
export const NotFoundPage = lazy(() => import('@/pages/errors/NotFoundPage'));
export const ForbiddenPage = lazy(() => import('@/pages/errors/ForbiddenPage'));

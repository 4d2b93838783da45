// The declarations are in the engine's registry before anything here reads it.
import './declarations';
import { useMemo } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router';
import { useAppAbility } from '@/auth/AbilityContext';
import { canOpen } from '@/access/routeAccess';
import { useSessionUser } from '@/auth/useSession';
import { paramsValid } from '@/engine/registry';
import { matchRoute } from '@/engine/routeMatch';
import type { ResourceDef } from '@/engine/types';
import { usePageTitle } from '@/ui/usePageTitle';
import { ResourceContext } from '@/engine/ResourceContext';
import { ForbiddenPage, NotFoundPage } from './errorPages';
import { pageOf } from './pages';

/**
 * A declared route: malformed params → not found; no right to the area → 403 (the page and its
 * data are never loaded); otherwise the page, with its resource in context.
 */
export function ResourceRoute({ resource }: { resource: ResourceDef }) {
  const params = useParams();
  const user = useSessionUser();
  const ability = useAppAbility();
  usePageTitle(`routes.${resource.name}`);
  const Page = useMemo(() => pageOf(resource), [resource]);
  if (!paramsValid(resource, params)) return <NotFoundPage />;
  if (!canOpen(ability, user, resource)) return <ForbiddenPage />;
  return (
    <ResourceContext.Provider value={resource}>
      <Page />
    </ResourceContext.Provider>
  );
}

/**
 * The declared route of the location. The registry finds it once per location (react-router
 * would rank all hundred-odd routes on every render of the route tree); a one-route `<Routes>`
 * then renders it, so its page reads its params with `useParams` as usual.
 */
export function DeclaredRoute() {
  const { pathname } = useLocation();
  const match = useMemo(() => matchRoute(pathname), [pathname]);
  if (!match) return <NotFoundPage />;
  const { resource } = match;
  return (
    <Routes>
      <Route
        path={resource.route}
        element={<ResourceRoute key={resource.name} resource={resource} />}
      />
    </Routes>
  );
}

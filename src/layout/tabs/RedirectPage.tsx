import { Navigate, useLocation } from 'react-router';
import { REDIRECT_PREFIX } from './visitedTabs';

/**
 * `/redirect/<path>`: replaces itself with `<path>` at once, so the page there mounts afresh
 * (the "refresh" of a visited-page tab). Only in-app paths: leading slashes are collapsed.
 */
export default function RedirectPage() {
  const { pathname, search, hash } = useLocation();
  const target = `/${pathname.slice(REDIRECT_PREFIX.length).replace(/^\/+/, '')}`;
  return <Navigate to={`${target}${search}${hash}`} replace />;
}

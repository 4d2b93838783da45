import { matchPath } from 'react-router';
import { routedResources, type RouteMatch, type RoutedResource } from './registry';

// Apart from the registry, which the mobile pages read too: the router's matcher comes with
// react-router, which they do without (docs/mobile.md).

/** Routes with more fixed segments first; built again after a registration. */
let ranked: RoutedResource[] | null = null;
let rankedCount = 0;
/** Recent answers of matchRoute: the shell asks about the same location several times. */
const matches = new Map<string, RouteMatch | null>();
const RECENT_MATCHES = 50;

const fixedSegments = (route: string) =>
  route.split('/').filter((part) => part && !part.startsWith(':')).length;

/**
 * The declared route a pathname belongs to, with its params: a route with more fixed segments
 * wins over one with a param in their place (`/client/bill/billGroup` over `/client/bill/:id`);
 * between equals, the one declared first.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  // Routes are only ever added (registerResource): a new count means new routes.
  if (rankedCount !== routedResources.length) {
    ranked = null;
    matches.clear();
    rankedCount = routedResources.length;
  }
  const known = matches.get(pathname);
  if (known !== undefined) return known;
  // A stable sort: equals keep their order of declaration.
  ranked ??= [...routedResources].sort((a, b) => fixedSegments(b.route) - fixedSegments(a.route));
  let found: RouteMatch | null = null;
  for (const resource of ranked) {
    const match = matchPath({ path: resource.route, end: true }, pathname);
    if (match) {
      found = { resource, params: match.params };
      break;
    }
  }
  if (matches.size >= RECENT_MATCHES) matches.clear();
  matches.set(pathname, found);
  return found;
}

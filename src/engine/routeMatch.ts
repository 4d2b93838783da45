import { matchPath } from 'react-router';
import {
  createResourceRegistry,
  defaultRegistry,
  type ResourceRegistry,
  type RouteMatch,
  type RoutedResource,
} from './registry';

// Apart from the registry, which the mobile pages read too: the router's matcher comes with
// react-router, which they do without (docs/mobile.md).

const RECENT_MATCHES = 50;

const fixedSegments = (route: string) =>
  route.split('/').filter((part) => part && !part.startsWith(':')).length;

/**
 * The route matcher of one registry: the declared route a pathname belongs to, with its params.
 * A route with more fixed segments wins over one with a param in their place
 * (`/client/bill/billGroup` over `/client/bill/:id`); between equals, the one declared first.
 * Its ranking and its recent answers (the shell asks about the same location several times) are
 * its own.
 */
export function createRouteMatcher(
  registry: Pick<ResourceRegistry, 'routed'>,
): (pathname: string) => RouteMatch | null {
  /** Routes with more fixed segments first; built again after a registration. */
  let ranked: RoutedResource[] | null = null;
  let rankedCount = 0;
  const matches = new Map<string, RouteMatch | null>();

  return (pathname) => {
    const { routed } = registry;
    // Routes are only ever added (register): a new count means new routes.
    if (rankedCount !== routed.length) {
      ranked = null;
      matches.clear();
      rankedCount = routed.length;
    }
    const known = matches.get(pathname);
    if (known !== undefined) return known;
    // A stable sort: equals keep their order of declaration.
    ranked ??= [...routed].sort((a, b) => fixedSegments(b.route) - fixedSegments(a.route));
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
  };
}

/** A registry that matches its own routes: what a console is built with (createConsole). */
export interface RoutedRegistry extends ResourceRegistry {
  matchRoute(pathname: string): RouteMatch | null;
}

export function createRoutedRegistry(): RoutedRegistry {
  const registry = createResourceRegistry();
  return Object.assign(registry, { matchRoute: createRouteMatcher(registry) });
}

/** The declared route of the app's default registry a pathname belongs to, with its params. */
export const matchRoute = createRouteMatcher(defaultRegistry);

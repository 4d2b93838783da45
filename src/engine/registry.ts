import { matchPath } from 'react-router';
import { registerResourceEndpoints } from '@/data/resourceRegistry';
import { allResources as declared } from '../../resources';
import type { ResourceDef } from './types';

type RoutedResource = ResourceDef & { route: string };

/** Every registered resource (the declarations of resources/), in order. */
export const allResources: ResourceDef[] = [];
/** The resources that have a page of their own. */
export const routedResources: RoutedResource[] = [];
const byName = new Map<string, ResourceDef>();

/**
 * Registers a declaration: its data-provider endpoints, its route and its menu entry follow.
 * resources/ is registered at start; tests register fixtures the same way.
 */
export function registerResource(resource: ResourceDef): void {
  if (byName.has(resource.name)) throw new Error(`Resource "${resource.name}" is declared twice`);
  byName.set(resource.name, resource);
  allResources.push(resource);
  if (resource.route) routedResources.push(resource as RoutedResource);
  if (resource.endpoints) {
    registerResourceEndpoints(resource.name, {
      service: resource.service,
      idField: resource.schema?.id,
      ...resource.endpoints,
    });
  }
}

declared.forEach(registerResource);

export function resourceByName(name: string): ResourceDef | undefined {
  return byName.get(name);
}

export interface RouteMatch {
  resource: ResourceDef;
  params: Record<string, string | undefined>;
}

/** The declared route a pathname belongs to, with its params: a route with more fixed segments
 * wins over one with a param in their place (`/client/bill/billGroup` over `/client/bill/:id`). */
export function matchRoute(pathname: string): RouteMatch | null {
  let best: RouteMatch | null = null;
  let bestScore = -1;
  for (const resource of routedResources) {
    const match = matchPath({ path: resource.route, end: true }, pathname);
    if (!match) continue;
    const score = resource.route.split('/').filter((part) => part && !part.startsWith(':')).length;
    if (score > bestScore) {
      best = { resource, params: match.params };
      bestScore = score;
    }
  }
  return best;
}

/** The translation key of a resource's title. */
export function titleKeyOf(resource: ResourceDef): string {
  return `routes.${resource.name}`;
}

/** A route's params are valid when each has its declared shape (digits unless told otherwise). */
export function paramsValid(
  resource: ResourceDef,
  params: Record<string, string | undefined>,
): boolean {
  const names = [...(resource.route ?? '').matchAll(/:(\w+)/g)].map((match) => match[1]);
  return names.every((name) => {
    const value = params[name];
    if (value === undefined) return false;
    const shape = resource.params?.[name] ?? 'digits';
    return shape === 'text' ? value.length > 0 : /^\d+$/.test(value);
  });
}

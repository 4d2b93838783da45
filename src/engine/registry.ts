import { matchPath } from 'react-router';
import { registerResourceEndpoints } from '@/data/resourceRegistry';
import { allResources } from '../../resources';
import type { ResourceDef } from './types';

/** Every declared resource, by name. Names are unique (a test checks it). */
const byName = new Map<string, ResourceDef>(allResources.map((r) => [r.name, r]));

for (const resource of allResources) {
  if (resource.endpoints) {
    registerResourceEndpoints(resource.name, {
      service: resource.service,
      idField: resource.schema?.id,
      ...resource.endpoints,
    });
  }
}

/** The resources that have a page of their own. */
export const routedResources = allResources.filter(
  (resource): resource is ResourceDef & { route: string } => Boolean(resource.route),
);

export function resourceByName(name: string): ResourceDef | undefined {
  return byName.get(name);
}

export interface RouteMatch {
  resource: ResourceDef;
  params: Record<string, string | undefined>;
}

/** The declared route a pathname belongs to, with its params. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const resource of routedResources) {
    const match = matchPath({ path: resource.route, end: true }, pathname);
    if (match) return { resource, params: match.params };
  }
  return null;
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
  return Object.entries(params).every(([name, value]) => {
    if (value === undefined) return false;
    const shape = resource.params?.[name] ?? 'digits';
    return shape === 'text' ? value.length > 0 : /^\d+$/.test(value);
  });
}

export { allResources };

import { detailResourceOf } from './detailRoute';
import type { ResourceDef } from './types';

export type RoutedResource = ResourceDef & { route: string };

/** Every registered resource (the declarations of resources/), in order. */
export const allResources: ResourceDef[] = [];
/** The resources that have a page of their own. */
export const routedResources: RoutedResource[] = [];
const byName = new Map<string, ResourceDef>();
/** Each route's shape (params unnamed) and who declared it: two routes may not share a shape. */
const shapes = new Map<string, string>();
const shapeOf = (route: string) => route.replace(/:\w+/g, ':');

/**
 * Registers a declaration: its data-provider endpoints, its route and its menu entry follow, and
 * the route of its detail page where it declares one. A name declared twice, or a route of the
 * same shape as a registered one (`/news/detail/:applySn` and `/news/detail/:id`), is refused;
 * the same declaration registered again changes nothing. The app registers resources/ at start
 * (`registerDeclarations`); tests register fixtures the same way.
 */
export function registerResource(resource: ResourceDef): void {
  if (byName.get(resource.name) === resource) return;
  // A declared detail page is a hidden route of its own (guard, title, tabs as any route).
  const detail = detailResourceOf(resource);
  const added = detail ? [resource, detail] : [resource];
  for (const one of added) {
    if (byName.has(one.name)) throw new Error(`Resource "${one.name}" is declared twice`);
    const taken = one.route && shapes.get(shapeOf(one.route));
    if (taken) throw new Error(`Route of "${one.name}" clashes with "${taken}": ${one.route}`);
  }
  for (const one of added) add(one);
}

function add(resource: ResourceDef): void {
  byName.set(resource.name, resource);
  allResources.push(resource);
  if (resource.route) {
    shapes.set(shapeOf(resource.route), resource.name);
    routedResources.push(resource as RoutedResource);
  }
}

export function resourceByName(name: string): ResourceDef | undefined {
  return byName.get(name);
}

export interface RouteMatch {
  resource: ResourceDef;
  params: Record<string, string | undefined>;
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

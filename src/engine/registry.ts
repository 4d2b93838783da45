import { createDetailPageSlot, defaultDetailPage, detailResourceOf } from './detailRoute';
import type { PageLoader, ResourceDef } from './types';

export type RoutedResource = ResourceDef & { route: string };

/** One console's declared resources (src/app/createConsole.ts builds one per console). */
export interface ResourceRegistry {
  /**
   * Registers a declaration: its data-provider endpoints, its route and its menu entry follow,
   * and the route of its detail page where it declares one. A name declared twice, or a route of
   * the same shape as a registered one (`/news/detail/:applySn` and `/news/detail/:id`), is
   * refused; the same declaration registered again changes nothing.
   */
  register(resource: ResourceDef): void;
  byName(name: string): ResourceDef | undefined;
  /** Every registered resource, in order (the array grows as resources are registered). */
  readonly all: readonly ResourceDef[];
  /** The resources that have a page of their own. */
  readonly routed: readonly RoutedResource[];
  /** Names the page every declared detail route of this registry shows. */
  setDetailPage(page: PageLoader): void;
}

const shapeOf = (route: string) => route.replace(/:\w+/g, ':');

/**
 * A registry of its own: the resources, their route shapes and the detail page. `detailPage` is
 * given only for the default registry below, which keeps its slot in detailRoute.ts.
 */
export function createResourceRegistry(detailPage = createDetailPageSlot()): ResourceRegistry {
  const all: ResourceDef[] = [];
  const routed: RoutedResource[] = [];
  const byName = new Map<string, ResourceDef>();
  /** Each route's shape (params unnamed) and who declared it: two routes may not share a shape. */
  const shapes = new Map<string, string>();

  function add(resource: ResourceDef): void {
    byName.set(resource.name, resource);
    all.push(resource);
    if (resource.route) {
      shapes.set(shapeOf(resource.route), resource.name);
      routed.push(resource as RoutedResource);
    }
  }

  return {
    register(resource) {
      if (byName.get(resource.name) === resource) return;
      // A declared detail page is a hidden route of its own (guard, title, tabs as any route).
      const detail = detailResourceOf(resource, detailPage.load);
      const added = detail ? [resource, detail] : [resource];
      for (const one of added) {
        if (byName.has(one.name)) throw new Error(`Resource "${one.name}" is declared twice`);
        const taken = one.route && shapes.get(shapeOf(one.route));
        if (taken) throw new Error(`Route of "${one.name}" clashes with "${taken}": ${one.route}`);
      }
      for (const one of added) add(one);
    },
    byName: (name) => byName.get(name),
    all,
    routed,
    setDetailPage: (page) => detailPage.set(page),
  };
}

/**
 * The app's default registry: the one the running console reads through the functions below
 * (and `matchRoute` of routeMatch.ts). The app registers resources/ into it at start
 * (`registerDeclarations`); tests register fixtures the same way. A second console builds its own
 * (`createConsole`, src/app/createConsole.ts).
 */
export const defaultRegistry = createResourceRegistry(defaultDetailPage);

/** Every resource of the default registry, in order. */
export const allResources = defaultRegistry.all;
/** The default registry's resources that have a page of their own. */
export const routedResources = defaultRegistry.routed;

/** Registers a declaration into the default registry (see `ResourceRegistry.register`). */
export function registerResource(resource: ResourceDef): void {
  defaultRegistry.register(resource);
}

export function resourceByName(name: string): ResourceDef | undefined {
  return defaultRegistry.byName(name);
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

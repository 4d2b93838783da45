import type { PageLoader, ResourceDef } from './types';

/** The page every declared detail route of one registry shows: the app names it at start-up. */
export interface DetailPageSlot {
  set(page: PageLoader): void;
  /** Loads the page named; a detail route opened before one was named is a start-up mistake. */
  load: PageLoader;
}

export function createDetailPageSlot(): DetailPageSlot {
  let page: PageLoader | undefined;
  return {
    set(next) {
      page = next;
    },
    load() {
      if (!page) throw new Error('No detail page was set (setDetailPage)');
      return page();
    },
  };
}

// The default registry's (src/engine/registry.ts) slot, here so that `setDetailPage` keeps its
// module: the app names the page at start-up (src/app/declarations.ts), the engine knowing no page
// of its own (docs/architecture.md "State").
export const defaultDetailPage = createDetailPageSlot();

/** Names the page every declared detail route of the app's default registry shows. */
export const setDetailPage = (page: PageLoader): void => defaultDetailPage.set(page);

/** The hidden resource that holds a resource's detail page: `<name>Detail`. */
export const detailNameOf = (name: string): string => `${name}Detail`;

/**
 * Where a resource's detail pages live: its list route's folder (without a trailing `/list`) +
 * `/detail/:id` (`/client/list` → `/client/detail/:id`, `/option/bank` →
 * `/option/bank/detail/:id`). Only resources that declare `detail` and have a route have one.
 */
export function detailRouteOf(resource: ResourceDef): string | undefined {
  if (!resource.detail || !resource.route) return undefined;
  if (resource.detail.at) return resource.detail.at.route;
  return `${resource.route.replace(/\/list$/, '')}/detail/:id`;
}

/** The value a record's detail address carries: its id, or the `detail.at` key. */
export function detailKeyOf(resource: ResourceDef, record: Record<string, unknown>): unknown {
  return record[resource.detail?.at?.key ?? resource.schema?.id ?? 'id'];
}

/** The address of one record's detail page; ids travel as text, so big ids stay exact. */
export function detailPathOf(resource: ResourceDef, id: unknown): string | undefined {
  const route = detailRouteOf(resource);
  if (!route || id === undefined || id === null || id === '') return undefined;
  return route.replace(/:\w+$/, encodeURIComponent(String(id)));
}

/**
 * The route resource of a detail page: same area (so the same rights, organisation markers and
 * page guard), hidden from the menu, its `parent` the resource whose records it shows. Its id
 * takes the shape of the schema's id (digits for numbers, any text for text ids). Its page is the
 * registry's detail page (`page`; the default registry's when not given).
 */
export function detailResourceOf(
  resource: ResourceDef,
  page: PageLoader = defaultDetailPage.load,
): ResourceDef | undefined {
  const route = detailRouteOf(resource);
  if (!route || resource.detail?.at) return undefined;
  const idType = resource.schema?.fields[resource.schema.id]?.type;
  return {
    name: detailNameOf(resource.name),
    route,
    subject: resource.subject,
    schema: resource.schema,
    service: resource.service,
    menu: {
      hidden: true,
      group: resource.menu?.group,
      org: resource.menu?.org,
      // A virtual card's page opens for whoever opens its list.
      ...(resource.menu?.vcc ? { vcc: true, vccKey: resource.route } : {}),
    },
    params: { id: idType === 'text' ? 'text' : 'digits' },
    parent: resource.name,
    page,
  };
}

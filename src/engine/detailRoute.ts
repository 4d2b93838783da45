import type { PageLoader, ResourceDef } from './types';

// The page that shows a record: the app names it at start-up (src/app/declarations.ts), the engine
// knowing no page of its own; part of the registry's state (docs/architecture.md "State").
let detailPage: PageLoader | undefined;

/** Names the page every declared detail route shows. */
export function setDetailPage(page: PageLoader): void {
  detailPage = page;
}

function loadDetailPage(): ReturnType<PageLoader> {
  if (!detailPage) throw new Error('No detail page was set (setDetailPage)');
  return detailPage();
}

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
 * takes the shape of the schema's id (digits for numbers, any text for text ids).
 */
export function detailResourceOf(resource: ResourceDef): ResourceDef | undefined {
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
    page: loadDetailPage,
  };
}

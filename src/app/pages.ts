import type { ResourceDef } from '@/engine/types';
import { preloadable } from './preloadable';

type Page = ReturnType<typeof preloadable>;
const pages = new Map<string, Page>();
const listPage = () => import('@/scaffolds/ResourceListPage');

/** One page component per resource, created once: its code loads when first opened. */
export function pageOf(resource: ResourceDef): Page {
  let page = pages.get(resource.name);
  if (!page) {
    page = preloadable(resource.page ?? listPage);
    pages.set(resource.name, page);
  }
  return page;
}

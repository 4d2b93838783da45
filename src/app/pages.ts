import type { PageLoader, ResourceDef } from '@/engine/types';
import { withViewTexts } from '@/i18n';
import { preloadable } from './preloadable';

type Page = ReturnType<typeof preloadable>;
const pages = new Map<string, Page>();
const listPage: PageLoader = () => import('@/scaffolds/ResourceListPage');

/**
 * One page component per resource, created once: its code loads when first opened. A page of its
 * own (hand-written, or a record's detail page) loads with the texts only views say; the generic
 * list does not need them.
 */
export function pageOf(resource: ResourceDef): Page {
  let page = pages.get(resource.name);
  if (!page) {
    page = preloadable(resource.page ? withViewTexts(resource.page) : listPage);
    pages.set(resource.name, page);
  }
  return page;
}

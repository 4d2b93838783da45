import type { MenuItem } from '../menu/buildMenu';

/** A page the palette offers: a menu entry, named in both languages. */
export interface PalettePage {
  key: string;
  path: string;
  title: string;
  /** Its name in the other language, once those texts are loaded. */
  otherTitle?: string;
  /** The menu group it sits in, in the interface's language and in the other. */
  group?: string;
  otherGroup?: string;
}

type Translate = (key: string) => string | undefined;

/**
 * The pages of the user's menu (so the same rights, organisation and vcc rules as the sidebar),
 * in menu order; external links are left out (the palette moves within the console).
 */
export function palettePages(
  model: readonly MenuItem[],
  t: Translate,
  other: Translate,
): PalettePage[] {
  const pages: PalettePage[] = [];
  for (const item of model) {
    const entries = item.kind === 'group' ? item.entries : [item];
    const groupKey = item.kind === 'group' ? item.titleKey : undefined;
    for (const entry of entries) {
      if (entry.external) continue;
      pages.push({
        key: entry.key,
        path: entry.path,
        title: t(entry.titleKey) ?? entry.key,
        otherTitle: other(entry.titleKey),
        group: groupKey && t(groupKey),
        otherGroup: groupKey && other(groupKey),
      });
    }
  }
  return pages;
}

/** Case, spaces and width-insensitive form of a text, for matching Chinese and English alike. */
export const matchForm = (text: string): string =>
  text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** How well a page matches: 0 its name starts so, 1 its name holds it, 2 its group does; else -1. */
function matchRank(page: PalettePage, query: string): number {
  const names = [page.title, page.otherTitle]
    .filter((name): name is string => !!name)
    .map(matchForm);
  if (names.some((name) => name.startsWith(query))) return 0;
  if (names.some((name) => name.includes(query))) return 1;
  const groups = [page.group, page.otherGroup]
    .filter((name): name is string => !!name)
    .map(matchForm);
  return groups.some((name) => name.includes(query)) ? 2 : -1;
}

/**
 * The pages matching what was typed (all of them for nothing typed): recently opened ones first
 * (most recent first), then the best matches, otherwise in menu order.
 */
export function rankPages(
  pages: readonly PalettePage[],
  typed: string,
  recent: readonly string[],
): PalettePage[] {
  const query = matchForm(typed);
  const recency = (page: PalettePage) => {
    const index = recent.indexOf(page.key);
    return index < 0 ? recent.length : index;
  };
  return pages
    .map((page, order) => ({ page, order, rank: query ? matchRank(page, query) : 0 }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => recency(a.page) - recency(b.page) || a.rank - b.rank || a.order - b.order)
    .map(({ page }) => page);
}

/** How many pages opened through the palette it remembers per user. */
export const RECENT_PAGES_LIMIT = 5;

const storageKey = (userId: number | string) => `palette.recent.${userId}`;

/** The pages (menu keys) the user last opened through the palette, most recent first. */
export function readRecentPages(userId: number | string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((key): key is string => typeof key === 'string').slice(0, RECENT_PAGES_LIMIT)
      : [];
  } catch {
    return [];
  }
}

/** Remembers a page opened through the palette, on top of the user's recent ones. */
export function rememberRecentPage(userId: number | string, key: string): void {
  const recent = [key, ...readRecentPages(userId).filter((other) => other !== key)];
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(recent.slice(0, RECENT_PAGES_LIMIT)));
  } catch {
    // Storage full or denied: the palette still works, without recent pages.
  }
}

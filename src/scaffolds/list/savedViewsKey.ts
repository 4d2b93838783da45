/** Where a user's saved views of a list are kept in this browser (like its column choices). */
export const savedViewsKey = (user: number | string | undefined, list: string) =>
  `listViews:${user ?? 'anonymous'}:${list}`;

/** Has this user saved views of this list? (Read by the list's first render: kept tiny.) */
export function hasSavedViews(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

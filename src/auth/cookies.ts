/**
 * Minimal cookie access for the session cookies (path `/`, session lifetime unless told; `Secure`
 * when the page is served over https, so they never travel over plain http).
 */
export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
}

const secure = () => (location.protocol === 'https:' ? '; Secure' : '');

export function writeCookie(name: string, value: string, days?: number): void {
  const expires = days ? `; expires=${new Date(Date.now() + days * 864e5).toUTCString()}` : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${expires}; path=/; SameSite=Lax${secure()}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax${secure()}`;
}

/** Where a session keeps what outlives a page (its token, the chosen role). */
export interface CookieStore {
  read(name: string): string | undefined;
  /** `days`: how long it is kept; for the browser's session when not given. */
  write(name: string, value: string, days?: number): void;
  remove(name: string): void;
}

/** The browser's cookies: the app's default session keeps its token there. */
export const browserCookies: CookieStore = {
  read: readCookie,
  write: writeCookie,
  remove: removeCookie,
};

/** Cookies of one console only, in memory (a second console in one page, a test). */
export function createMemoryCookies(initial: Record<string, string> = {}): CookieStore {
  const kept = new Map(Object.entries(initial));
  return {
    read: (name) => kept.get(name),
    write: (name, value) => void kept.set(name, value),
    remove: (name) => void kept.delete(name),
  };
}

/**
 * Whether an address holds what is used to disguise one: control characters (a tab inside
 * `java\tscript:` is dropped by the URL parser) or backslashes (`/\evil` is read as `//evil`).
 */
export function isDisguisedAddress(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 32 || code === 127 || code === 92) return true;
  }
  return false;
}

/** The text of an address given as text or as `{ url }` (an upload's answer), trimmed. */
function addressText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'object' && value !== null) {
    const url = (value as { url?: unknown }).url;
    if (typeof url === 'string') return url.trim();
  }
  return '';
}

// A scheme written without `//` ('http:evil.example', 'javascript:…'): read as a path of the
// page by the URL parser for http, or as its own scheme otherwise. Never an address of ours.
const SCHEME_WITHOUT_SLASHES = /^[a-z][a-z0-9+.-]*:(?!\/\/)/i;
// An encoded slash or backslash: a server that decodes it may read a path as another host.
const ENCODED_SEPARATOR = /%(2f|5c)/i;

/** An address from data that may be followed: where it leads, and whether that is off-site. */
export interface CheckedAddress {
  href: string;
  /** On another origin: shown as external, opened with `rel="noopener noreferrer"`. */
  external: boolean;
  /** The host as the browser reads it (punycode: a look-alike name shows what it really is). */
  host: string;
}

/**
 * The one check of every address taken from data before it becomes a link or an image: resolved
 * with `URL` against the console's own address, kept only when it is http(s); backslashes,
 * control characters, encoded separators and schemes without `//` are refused outright (the
 * disguises of an off-site address as an internal one). Same-origin or external, it says which.
 */
export function checkAddress(value: unknown): CheckedAddress | null {
  const text = addressText(value);
  if (!text || isDisguisedAddress(text) || ENCODED_SEPARATOR.test(text)) return null;
  if (SCHEME_WITHOUT_SLASHES.test(text) && !/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text, window.location.href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return { href: url.href, external: url.origin !== window.location.origin, host: url.host };
  } catch {
    return null;
  }
}

/**
 * An address taken from data, only when it leads to an http(s) page (`checkAddress`); anything
 * else gives null and is never made a link or an image.
 */
export function safeUrl(value: unknown): string | null {
  return checkAddress(value)?.href ?? null;
}

/** The safe addresses among a field's values (one, or a list). */
export function safeUrls(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items.map(safeUrl).filter((url): url is string => url !== null);
}

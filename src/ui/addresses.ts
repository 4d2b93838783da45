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

/**
 * An address taken from data, only when it leads to an http(s) page: a relative one is resolved
 * against the console's own address; `javascript:`, `data:`, `blob:` and anything unreadable give
 * null, and are never made a link or an image.
 */
export function safeUrl(value: unknown): string | null {
  const text =
    typeof value === 'string'
      ? value.trim()
      : typeof value === 'object' &&
          value !== null &&
          typeof (value as { url?: unknown }).url === 'string'
        ? (value as { url: string }).url.trim()
        : '';
  if (!text || isDisguisedAddress(text)) return null;
  try {
    const url = new URL(text, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The safe addresses among a field's values (one, or a list). */
export function safeUrls(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items.map(safeUrl).filter((url): url is string => url !== null);
}

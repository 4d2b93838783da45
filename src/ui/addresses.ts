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

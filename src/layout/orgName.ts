/** East Asian wide characters (CJK ideographs, kana, hangul, full-width forms) take two units. */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;

export const ELLIPSIS = '…';

/** The display width of one character: 2 for a wide (CJK) character, 1 otherwise. */
export function charWidth(char: string): number {
  return WIDE.test(char) ? 2 : 1;
}

export function textWidth(text: string): number {
  return Array.from(text).reduce((sum, char) => sum + charWidth(char), 0);
}

/**
 * Cuts a text to at most `units` width units (SPEC §2: the organisation name in the sidebar);
 * a cut text ends with '…' (not counted). A text that fits is returned as it is.
 */
export function cutByWidth(text: string, units: number): string {
  if (textWidth(text) <= units) return text;
  let width = 0;
  let kept = '';
  for (const char of Array.from(text)) {
    width += charWidth(char);
    if (width > units) break;
    kept += char;
  }
  return `${kept.trimEnd()}${ELLIPSIS}`;
}

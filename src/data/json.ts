/**
 * JSON read without losing digits: an integer beyond 2^53 (a backend's 64-bit id) or a number with
 * more significant digits than a double holds arrives as its exact text, never rounded. Every
 * other value is read as `JSON.parse` reads it. The scan runs only when the text holds a run of
 * 16 digits or more.
 */
export function parseJsonExact(text: string): unknown {
  return JSON.parse(/\d{16}/.test(text) ? quoteInexactNumbers(text) : text);
}

const QUOTE = 34;
const BACKSLASH = 92;
const MINUS = 45;

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Whether a double holds the number exactly as written (`1.50` and `1.5` are the same number). */
function isExact(token: string): boolean {
  const digits = token.replace(/^-/, '').replace(/e.*$/i, '');
  const significant = digits.replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  if (significant.length <= 15) return true;
  const [whole, fraction = ''] = digits.split('.');
  if (!fraction.replace(/0+$/, '') && !/e/i.test(token)) return Number.isSafeInteger(Number(whole));
  return false;
}

function quoteInexactNumbers(text: string): string {
  let out = '';
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      i += 1;
      while (i < text.length) {
        const inner = text.charCodeAt(i);
        if (inner === BACKSLASH) i += 2;
        else {
          i += 1;
          if (inner === QUOTE) break;
        }
      }
      continue;
    }
    if (code === MINUS || isDigit(code)) {
      const start = i;
      i += 1;
      while (i < text.length && /[\d.eE+-]/.test(text[i])) i += 1;
      const token = text.slice(start, i);
      if (!isExact(token)) {
        out += `${text.slice(copied, start)}"${token}"`;
        copied = i;
      }
      continue;
    }
    i += 1;
  }
  return out + text.slice(copied);
}

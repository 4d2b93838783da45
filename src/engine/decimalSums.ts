/**
 * Exact sums of decimal amounts. Amounts arrive as text or numbers with any number of decimals;
 * adding them as binary floats would drift (0.1 + 0.2), so they are added as scaled integers.
 */
const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

function parts(amount: unknown): { units: bigint; scale: number } | null {
  const text = String(amount ?? '')
    .trim()
    .replace(/,/g, '');
  const match = DECIMAL.exec(text);
  if (!text || !match || (!match[2] && !match[3])) return null;
  const decimals = match[3] ?? '';
  const units = BigInt(`${match[2] || '0'}${decimals}`);
  return { units: match[1] === '-' ? -units : units, scale: decimals.length };
}

/** The sum of decimal amounts, as text with as many decimals as the most precise of them. */
export function sumDecimals(amounts: readonly unknown[]): string | null {
  const numbers = amounts.map(parts).filter((part) => part !== null);
  if (!numbers.length) return null;
  const scale = Math.max(...numbers.map((part) => part.scale));
  const total = numbers.reduce(
    (sum, part) => sum + part.units * 10n ** BigInt(scale - part.scale),
    0n,
  );
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(scale + 1, '0');
  const integer = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${integer}${scale ? `.${fraction}` : ''}`;
}

/** Whether decimal a is greater than decimal b; false when either is no number. */
export function isGreater(a: unknown, b: unknown): boolean {
  const [x, y] = [parts(a), parts(b)];
  if (!x || !y) return false;
  const scale = Math.max(x.scale, y.scale);
  return x.units * 10n ** BigInt(scale - x.scale) > y.units * 10n ** BigInt(scale - y.scale);
}

/**
 * Exact decimal arithmetic. Amounts arrive as text or numbers with any number of decimals; binary
 * floats would drift (0.1 + 0.2), so a value is kept as a fraction of big integers and written
 * back as decimal text. Shared by the console's formulas and form checks and the demo backend;
 * a list's totals and thresholds use the lighter scaled integers of src/scaffolds/list/decimal.ts.
 */
export interface Fraction {
  /** Numerator; carries the sign. */
  n: bigint;
  /** Denominator, always positive. */
  d: bigint;
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y) [x, y] = [y, x % y];
  return x || 1n;
}

function reduce(n: bigint, d: bigint): Fraction {
  const sign = d < 0n ? -1n : 1n;
  const divisor = gcd(n, d < 0n ? -d : d);
  return { n: (sign * n) / divisor, d: (sign * d) / divisor };
}

/** A decimal from text ('1,234.50', '-0.1') or a finite number; null for anything else. */
export function toFraction(value: unknown): Fraction | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  if (typeof value !== 'number' && typeof value !== 'string' && typeof value !== 'bigint') {
    return null;
  }
  const text = String(value).trim().replace(/,/g, '');
  const match = DECIMAL.exec(text);
  if (!text || !match || (!match[2] && !match[3])) return null;
  const decimals = match[3] ?? '';
  const units = BigInt(`${match[2] || '0'}${decimals}`);
  return reduce(match[1] === '-' ? -units : units, 10n ** BigInt(decimals.length));
}

export const add = (a: Fraction, b: Fraction) => reduce(a.n * b.d + b.n * a.d, a.d * b.d);
export const subtract = (a: Fraction, b: Fraction) => reduce(a.n * b.d - b.n * a.d, a.d * b.d);
export const multiply = (a: Fraction, b: Fraction) => reduce(a.n * b.n, a.d * b.d);
/** Null when dividing by zero. */
export const divide = (a: Fraction, b: Fraction) =>
  b.n === 0n ? null : reduce(a.n * b.d, a.d * b.n);

function digitsText(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const integer = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${integer}${scale ? `.${fraction}` : ''}`;
}

/**
 * The fraction as decimal text with exactly `decimals` digits, rounded half away from zero
 * (2.345 → 2.35, -2.345 → -2.35): the rounding rule of computed fields.
 */
export function roundedText(value: Fraction, decimals: number): string {
  const scaled = value.n * 10n ** BigInt(decimals);
  const negative = scaled < 0n;
  const magnitude = negative ? -scaled : scaled;
  let units = magnitude / value.d;
  if ((magnitude % value.d) * 2n >= value.d) units += 1n;
  return digitsText(negative ? -units : units, decimals);
}

/**
 * The fraction as exact decimal text (as many decimals as it needs), or null when it has no
 * finite decimal expansion (1/3): such a value must be rounded, see roundedText.
 */
export function exactText(value: Fraction): string | null {
  let rest = value.d;
  let twos = 0;
  let fives = 0;
  while (rest % 2n === 0n) [rest, twos] = [rest / 2n, twos + 1];
  while (rest % 5n === 0n) [rest, fives] = [rest / 5n, fives + 1];
  if (rest !== 1n) return null;
  return roundedText(value, Math.max(twos, fives));
}

/**
 * The decimals an amount's value needs ('12.340' → 2, '1200.0' → 0), or null if it is no decimal:
 * what a currency's precision is checked against (trailing zeros round nothing).
 */
export function significantDecimals(value: unknown): number | null {
  const fraction = toFraction(value);
  if (!fraction) return null;
  const text = exactText(fraction);
  return text === null ? null : (text.split('.')[1] ?? '').length;
}

import dayjs, { type Dayjs } from 'dayjs';
import { currencyDecimals } from '@/engine/currencies';
import { readDay, readInstant, readMonth } from '@/engine/dates';

/**
 * A moment from 10-digit seconds, 13-digit milliseconds or text (SPEC §5; the contract:
 * src/engine/dates.ts), in the user's zone; null for no date or a date that is not real.
 */
export function parseDate(value: unknown): Dayjs | null {
  const instant = readInstant(value);
  return instant === null ? null : dayjs(instant);
}

const missing = (value: unknown) => value === null || value === undefined || value === '';
/** What the backend sent when it is no date ('0000-00-00 00:00:00'): as it is, never a real day. */
const unreadable = (value: unknown) =>
  typeof value === 'string' && !/^\s*\d+\s*$/.test(value) ? value.trim() : '';

/**
 * A calendar day as 'YYYY-MM-DD' (a day sent as an instant is its day in UTC+8, whatever the
 * user's zone), or with `withTime` a moment in the user's zone as 'YYYY-MM-DD HH:mm:ss'.
 */
export function formatDate(value: unknown, withTime = false): string {
  if (missing(value)) return '';
  if (!withTime) return readDay(value) ?? unreadable(value);
  const date = parseDate(value);
  return date ? date.format('YYYY-MM-DD HH:mm:ss') : unreadable(value);
}

/** A month as 'YYYY-MM'. */
export function formatMonth(value: unknown): string {
  if (missing(value)) return '';
  return readMonth(value) ?? unreadable(value);
}

/** Groups the integer digits of a decimal text by thousands, leaving the decimals as they are. */
function groupThousands(text: string): string {
  const [integer, decimals] = text.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

/**
 * An amount with its currency and every digit it has, padded to the currency's decimals and never
 * rounded: USD 12.5 → 'USD 12.50', JPY 1200 → 'JPY 1,200', USD 12.345 stays 'USD 12.345' (an
 * amount with more digits than its currency allows is shown in full). Returns '' for no amount.
 */
export function formatMoney(amount: unknown, currency?: string): string {
  if (missing(amount)) return '';
  const text = typeof amount === 'number' ? exactNumberText(amount) : String(amount).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return currency ? `${currency} ${text}` : text;
  const negative = text.startsWith('-');
  const [integer, decimals = ''] = text.replace('-', '').split('.');
  const padded = decimals.padEnd(currencyDecimals(currency), '0');
  const digits = padded ? `${integer}.${padded}` : integer;
  const shown = `${negative ? '-' : ''}${groupThousands(digits)}`;
  return currency ? `${currency} ${shown}` : shown;
}

/** A number's digits without exponent notation (1e-7 → '0.0000001'). */
function exactNumberText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/** A percentage as given, with its sign: 12.5 → '12.5%'. */
export function formatPercent(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return `${value}%`;
}

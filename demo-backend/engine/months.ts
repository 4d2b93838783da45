import { toSeconds } from './dates';

const CHINA_OFFSET_MS = 8 * 3600 * 1000;

/** 'YYYY-MM' of a moment in China time (UTC+8, where the console's users are). */
function monthOfMs(ms: number): string {
  const date = new Date(ms + CHINA_OFFSET_MS);
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The current month, 'YYYY-MM'. */
export const currentMonth = (): string => monthOfMs(Date.now());

/** 'YYYY-MM' some months after the current one. */
export function monthsFromNow(months: number): string {
  const [year, month] = currentMonth().split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A stored month ('YYYY-MM…') or moment (seconds) as 'YYYY-MM'; undefined when unreadable. */
export function monthOf(value: unknown): string | undefined {
  if (typeof value === 'string' && /^\d{4}-\d{2}/.test(value.trim()))
    return value.trim().slice(0, 7);
  const seconds = toSeconds(value);
  return seconds === undefined ? undefined : monthOfMs(seconds * 1000);
}

/** A stored date as 'YYYY-MM-DD' in China time; undefined when unreadable. */
export function dayOf(value: unknown): string | undefined {
  const seconds = toSeconds(value);
  if (seconds === undefined) return undefined;
  return new Date(seconds * 1000 + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

export const today = (): string =>
  new Date(Date.now() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

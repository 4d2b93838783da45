import { currencyDecimals } from './currencies';
import { readDay, readInstant, readMonth } from './dates';

/**
 * A cell of an export: text; an amount or another number, written as a number with its format;
 * or a date, written as a spreadsheet date (`date`: the wall-clock time to show, as milliseconds
 * read in UTC, so the sheet shows it whatever its reader's zone).
 */
export type ExportCell =
  | string
  | { amount: number; format: string }
  | { number: number; format: string }
  | { date: number; format: string };

/** Digits a spreadsheet number keeps exactly (IEEE double). */
const EXACT_DIGITS = 15;

/** The digits of a decimal text, when a spreadsheet number holds every one of them. */
function exactDecimal(value: unknown): { text: string; fraction: string } | null {
  const text = typeof value === 'number' ? String(value) : String(value ?? '').trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  const [integer, fraction = ''] = text.replace('-', '').split('.');
  if (integer.replace(/^0+/, '').length + fraction.length > EXACT_DIGITS) return null;
  return { text, fraction };
}

const asText = (value: unknown) =>
  typeof value === 'number' ? String(value) : String(value ?? '').trim();

/**
 * An amount as a number cell, shown with at least its currency's decimals, so a column of them can
 * be summed; kept as text when a number would not hold every digit (never rounded silently).
 */
export function amountCell(value: unknown, currency: string | undefined): ExportCell {
  const exact = exactDecimal(value);
  if (!exact) return asText(value);
  const places = Math.max(currencyDecimals(currency), exact.fraction.length);
  return {
    amount: Number(exact.text),
    format: places ? `#,##0.${'0'.repeat(places)}` : '#,##0',
  };
}

/** A count or measure as a number cell (its decimals as sent); text when not exactly a number. */
export function numberCell(value: unknown): ExportCell {
  const exact = exactDecimal(value);
  if (!exact) return asText(value);
  const places = exact.fraction.length;
  return { number: Number(exact.text), format: places ? `0.${'0'.repeat(places)}` : '0' };
}

/** A percentage (1.21 for 1.21 %) as a number cell shown with its sign. */
export function percentCell(value: unknown): ExportCell {
  const cell = numberCell(value);
  return typeof cell === 'string' ? cell : { ...cell, format: `${cell.format}"%"` };
}

const dayMs = (day: string) =>
  Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10) || 1);

/**
 * A calendar day, month or moment as a date cell: a day and a month as they are (no zone), a
 * moment at the wall-clock time of `offsetMinutes` east of UTC (the user's zone, as the list
 * shows it). What is no date stays text, as sent.
 */
export function dateCell(
  value: unknown,
  kind: 'date' | 'month' | 'datetime',
  offsetMinutes: (instant: number) => number,
): ExportCell {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'date') {
    const day = readDay(value);
    return day ? { date: dayMs(day), format: 'yyyy-mm-dd' } : asText(value);
  }
  if (kind === 'month') {
    const month = readMonth(value);
    return month ? { date: dayMs(month), format: 'yyyy-mm' } : asText(value);
  }
  const instant = readInstant(value);
  if (instant === null) return asText(value);
  // Whole seconds, as the list shows them.
  const wall = Math.floor((instant + offsetMinutes(instant) * 60_000) / 1000) * 1000;
  return { date: wall, format: 'yyyy-mm-dd hh:mm:ss' };
}

/** The user's (browser's) zone east of UTC at an instant, in minutes. */
export const browserOffset = (instant: number) => -new Date(instant).getTimezoneOffset();

/** What a cell holds in the sheet: text, a number, or a date (its wall-clock time read in UTC). */
export const cellValue = (cell: ExportCell): string | number | Date =>
  typeof cell === 'string'
    ? cell
    : 'amount' in cell
      ? cell.amount
      : 'number' in cell
        ? cell.number
        : new Date(cell.date);

import { currencyDecimals } from './currencies';

/** A cell of an export: text, or an amount written as a number with its currency's decimals. */
export type ExportCell = string | { amount: number; format: string };

/** Digits a spreadsheet number keeps exactly (IEEE double). */
const EXACT_DIGITS = 15;

/**
 * An amount as a number cell, shown with at least its currency's decimals, so a column of them can
 * be summed; kept as text when a number would not hold every digit (never rounded silently).
 */
export function amountCell(value: unknown, currency: string | undefined): ExportCell {
  const text = typeof value === 'number' ? String(value) : String(value ?? '').trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const [integer, fraction = ''] = text.replace('-', '').split('.');
  if (integer.replace(/^0+/, '').length + fraction.length > EXACT_DIGITS) return text;
  const places = Math.max(currencyDecimals(currency), fraction.length);
  return { amount: Number(text), format: places ? `#,##0.${'0'.repeat(places)}` : '#,##0' };
}

import dayjs, { type Dayjs } from 'dayjs';

/** Dates arrive as 10-digit seconds, 13-digit milliseconds or text (SPEC §5). */
export function parseDate(value: unknown): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' || /^\d+$/.test(String(value))) {
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0) return null;
    const parsed = String(Math.trunc(n)).length <= 10 ? dayjs.unix(n) : dayjs(n);
    return parsed.isValid() ? parsed : null;
  }
  const parsed = dayjs(String(value));
  return parsed.isValid() ? parsed : null;
}

export function formatDate(value: unknown, withTime = false): string {
  const date = parseDate(value);
  return date ? date.format(withTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD') : '';
}

/** Groups the integer digits of a decimal text by thousands, leaving the decimals as they are. */
function groupThousands(text: string): string {
  const [integer, decimals] = text.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

/**
 * An amount with its currency and every digit it has: at least two decimals, never rounded
 * (12.345 stays 12.345). Returns '' for a missing amount.
 */
export function formatMoney(amount: unknown, currency?: string): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const text = String(amount).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return currency ? `${currency} ${text}` : text;
  const negative = text.startsWith('-');
  const [integer, decimals = ''] = text.replace('-', '').split('.');
  const digits = `${integer}.${decimals.padEnd(2, '0')}`;
  const shown = `${negative ? '-' : ''}${groupThousands(digits)}`;
  return currency ? `${currency} ${shown}` : shown;
}

/** A percentage as given, with its sign: 12.5 → '12.5%'. */
export function formatPercent(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return `${value}%`;
}

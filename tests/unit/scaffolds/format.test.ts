// @vitest-environment node
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, parseDate } from '@/scaffolds/fields/format';
import { presetRange } from '@/scaffolds/fields/datePresets';

describe('money', () => {
  it('shows the currency and every digit, never rounding', () => {
    expect(formatMoney(1234567.5, 'USD')).toBe('USD 1,234,567.50');
    expect(formatMoney('12.345', 'CNY')).toBe('CNY 12.345');
    expect(formatMoney(-300, 'USD')).toBe('USD -300.00');
    expect(formatMoney(0.1 + 0.2, 'USD')).toBe('USD 0.30000000000000004');
    expect(formatMoney(null, 'USD')).toBe('');
    expect(formatMoney(5)).toBe('5.00');
  });
});

describe('dates', () => {
  it('parses 10-digit seconds, milliseconds and text', () => {
    expect(parseDate(1700000000)?.valueOf()).toBe(1700000000000);
    expect(parseDate('1700000000')?.valueOf()).toBe(1700000000000);
    expect(parseDate(1700000000123)?.valueOf()).toBe(1700000000123);
    expect(formatDate('2024-03-05')).toBe('2024-03-05');
    expect(parseDate('')).toBeNull();
    expect(parseDate('not a date')).toBeNull();
    // Text without a zone is UTC+8's wall time.
    expect(parseDate('2024-03-05 10:11:12')?.toISOString()).toBe('2024-03-05T02:11:12.000Z');
  });

  it('gives the date shortcuts of the spec', () => {
    // The platform's day (UTC+8): 15:00 there, whatever the machine's zone.
    const now = dayjs('2026-11-21T15:00:00+08:00');
    const days = (key: Parameters<typeof presetRange>[0]) =>
      presetRange(key, now).map((d) => d.format('YYYY-MM-DD'));
    expect(days('today')).toEqual(['2026-11-21', '2026-11-21']);
    expect(days('yesterday')).toEqual(['2026-11-20', '2026-11-20']);
    expect(days('lastWeek')).toEqual(['2026-11-15', '2026-11-21']);
    expect(days('lastMonth')).toEqual(['2026-10-23', '2026-11-21']);
    expect(days('lastThreeMonths')).toEqual(['2026-08-24', '2026-11-21']);
  });
});

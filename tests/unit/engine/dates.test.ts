// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { instantText, readDay, readInstant, readMonth } from '@/engine/dates';
import { formatDate, formatMonth } from '@/scaffolds/fields/format';
import { toFormValue, toPayloadValue } from '@/scaffolds/fields/inputs';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('reading dates', () => {
  it('reads seconds, milliseconds, text with an offset and zone-less text as UTC+8', () => {
    const instant = Date.UTC(2026, 10, 24, 2, 0, 0);
    expect(readInstant(instant / 1000)).toBe(instant);
    expect(readInstant(String(instant / 1000))).toBe(instant);
    expect(readInstant(instant)).toBe(instant);
    expect(readInstant('2026-11-24T10:00:00+08:00')).toBe(instant);
    expect(readInstant('2026-11-24T02:00:00Z')).toBe(instant);
    expect(readInstant('2026-11-23T21:00:00-05:00')).toBe(instant);
    expect(readInstant('2026-11-24 10:00:00')).toBe(instant);
    expect(instantText(instant)).toBe('2026-11-24T10:00:00+08:00');
  });

  it('is strict: no neighbouring real date for a date that is not one', () => {
    for (const garbage of [
      '0000-00-00 00:00:00',
      '0000-00-00',
      '2026-13-01',
      '2026-02-30',
      '2026-11-24 24:00:00',
      '2026-11-24 10:61',
      'tomorrow',
      '',
      0,
      -5,
      16000000000,
      '16000000000',
      123456789012,
      null,
      {},
    ]) {
      expect(readInstant(garbage), String(garbage)).toBeNull();
      expect(readDay(garbage), String(garbage)).toBeNull();
    }
    expect(readMonth('2026-13')).toBeNull();
    expect(formatDate('0000-00-00 00:00:00', true)).toBe('0000-00-00 00:00:00');
    expect(formatDate('2026-13-01')).toBe('2026-13-01');
    expect(formatMonth('2026-13')).toBe('2026-13');
    expect(formatDate(0)).toBe('');
    expect(formatDate(16000000000, true)).toBe('');
  });

  it('takes a day sent as an instant as its day in UTC+8', () => {
    // 2025-03-04 00:00 in China is 2025-03-03 16:00 UTC and 11:00 in New York.
    const midnightInChina = Date.UTC(2025, 2, 3, 16) / 1000;
    for (const tz of ['America/New_York', 'Asia/Tokyo', 'UTC']) {
      process.env.TZ = tz;
      expect(readDay(midnightInChina)).toBe('2025-03-04');
      expect(formatDate(midnightInChina)).toBe('2025-03-04');
      expect(readDay('2025-03-04')).toBe('2025-03-04');
      expect(readMonth(midnightInChina)).toBe('2025-03');
    }
  });
});

describe('a form round trip, whatever the browser’s zone', () => {
  const day = { type: 'date' } as const;
  const moment = { type: 'datetime' } as const;
  const month = { type: 'month' } as const;
  const roundTrip = (field: { type: string }, value: unknown) =>
    toPayloadValue(field, toFormValue(field, value));

  for (const tz of ['America/New_York', 'Asia/Tokyo']) {
    it(`sends back the same day and the same instant in ${tz}`, () => {
      process.env.TZ = tz;
      const midnightInChina = Date.UTC(2025, 2, 3, 16) / 1000;
      expect(roundTrip(day, midnightInChina)).toBe('2025-03-04');
      expect(roundTrip(day, '2025-03-04')).toBe('2025-03-04');
      expect(roundTrip(month, '2025-03')).toBe('2025-03');
      const paid = Date.UTC(2026, 10, 24, 2, 0, 0);
      const sent = roundTrip(moment, paid / 1000) as string;
      expect(sent).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
      expect(readInstant(sent)).toBe(paid);
      expect(readInstant(roundTrip(moment, '2026-11-24 10:00:00'))).toBe(paid);
      // Garbage is left alone rather than replaced by a real date.
      expect(toFormValue(day, '0000-00-00')).toBeUndefined();
    });
  }
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CrudFilter } from '@refinedev/core';
import {
  chosenRange,
  dailySeries,
  daysBetween,
  MAX_CHART_DAYS,
} from '@/scaffolds/chart/dailySeries';

const chart = { x: 'consumeDate', y: 'spend', series: 'currency' };
/** 2026-10-02 00:00 in the platform's zone (UTC+8), as the backend sends days. */
const OCT_2 = Date.UTC(2026, 9, 2) / 1000 - 8 * 3600;
const DAY = 86400;

describe('a chart’s daily series', () => {
  it('sums an amount exactly per day and per currency, every day of the range in every line', () => {
    const rows = [
      { consumeDate: OCT_2, spend: '0.10', currency: 'USD' },
      { consumeDate: OCT_2, spend: '0.20', currency: 'USD' },
      { consumeDate: OCT_2 + DAY, spend: '1200', currency: 'JPY' },
      { consumeDate: OCT_2, spend: 'n/a', currency: 'USD' },
      { consumeDate: null, spend: '5', currency: 'USD' },
    ];
    const data = dailySeries(rows, chart, ['2026-10-01', '2026-10-03']);
    expect(data.days).toEqual(['2026-10-01', '2026-10-02', '2026-10-03']);
    expect(data.series).toEqual(['JPY', 'USD']);
    expect(data.points.filter((point) => point.series === 'USD').map((p) => p.total)).toEqual([
      '0',
      '0.3',
      '0',
    ]);
    expect(data.totals).toEqual({ JPY: '1200', USD: '0.3' });
    expect(data.unread).toBe(2);
  });

  it('spans the days of the rows found when no range is chosen, and nothing without rows', () => {
    const rows = [
      { consumeDate: OCT_2 + 3 * DAY, spend: '2', currency: 'USD' },
      { consumeDate: OCT_2, spend: '1', currency: 'USD' },
    ];
    expect(dailySeries(rows, chart, null).days).toEqual([
      '2026-10-02',
      '2026-10-03',
      '2026-10-04',
      '2026-10-05',
    ]);
    expect(dailySeries([], chart, null)).toMatchObject({ days: [], points: [] });
  });

  it('reads the range the list’s filters chose on the day field, either way round', () => {
    const filters: CrudFilter[] = [
      { field: 'clientId', operator: 'eq', value: 3 },
      { field: 'consumeDate', operator: 'between', value: ['2026-10-07', '2026-10-01'] },
    ];
    expect(chosenRange(filters, 'consumeDate')).toEqual(['2026-10-01', '2026-10-07']);
    expect(chosenRange(filters, 'tradeTime')).toBeNull();
    const open: CrudFilter[] = [{ field: 'consumeDate', operator: 'between', value: ['', null] }];
    expect(chosenRange(open, 'consumeDate')).toBeNull();
  });

  it('keeps the last days of a range longer than a year', () => {
    const days = daysBetween('2020-01-01', '2026-10-01');
    expect(days).toHaveLength(MAX_CHART_DAYS);
    expect(days[days.length - 1]).toBe('2026-10-01');
  });
});

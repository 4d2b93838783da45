import type { CrudFilter } from '@refinedev/core';
import { readDay } from '@/engine/dates';
import { add, exactText, toFraction, type Fraction } from '@/engine/decimal';
import type { ChartDef } from '@/engine/types';

type Row = Record<string, unknown>;

/** A chart spans at most this many days (a year and a day); a longer range shows its last days. */
export const MAX_CHART_DAYS = 367;
const DAY_MS = 86_400_000;

/** One point of a line: a day, the series it belongs to, its exact sum and that sum to draw. */
export interface ChartPoint {
  day: string;
  series: string;
  /** Exact decimal text: what the description says. */
  total: string;
  /** The same as a number, only to place the point. */
  value: number;
}

export interface DailySeries {
  days: string[];
  series: string[];
  points: ChartPoint[];
  /** Each series' exact total over the days shown, as decimal text. */
  totals: Record<string, string>;
  /** Rows whose day or amount could not be read (left out, and said so). */
  unread: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The range a list's filters choose on the chart's day field, when both ends are days. */
export function chosenRange(filters: readonly CrudFilter[], x: string): [string, string] | null {
  for (const filter of filters) {
    if (!('field' in filter) || filter.field !== x || filter.operator !== 'between') continue;
    const [from, to] = Array.isArray(filter.value) ? (filter.value as unknown[]) : [];
    if (typeof from === 'string' && typeof to === 'string' && DAY.test(from) && DAY.test(to)) {
      return from <= to ? [from, to] : [to, from];
    }
  }
  return null;
}

/** Every day from `from` to `to`, both included (the last MAX_CHART_DAYS of a longer range). */
export function daysBetween(from: string, to: string): string[] {
  const end = dayMs(to);
  const start = Math.max(dayMs(from), end - (MAX_CHART_DAYS - 1) * DAY_MS);
  const days: string[] = [];
  for (let ms = start; ms <= end; ms += DAY_MS) days.push(dayOf(ms));
  return days;
}

/**
 * `y` summed exactly per day of `x` and per value of `series`, every day of the range present in
 * every series (0 on a day without rows). Without a chosen range, the days from the first row's to
 * the last one's.
 */
export function dailySeries(
  rows: readonly Row[],
  chart: ChartDef,
  range: [string, string] | null,
): DailySeries {
  const sums = new Map<string, Map<string, Fraction>>();
  let unread = 0;
  for (const row of rows) {
    const day = readDay(row[chart.x]);
    const amount = toFraction(row[chart.y]);
    if (!day || !amount) {
      unread += 1;
      continue;
    }
    const series = chart.series ? String(row[chart.series] ?? '') : '';
    const byDay = sums.get(series) ?? new Map<string, Fraction>();
    const before = byDay.get(day);
    byDay.set(day, before ? add(before, amount) : amount);
    sums.set(series, byDay);
  }
  const seen = [...sums.values()].flatMap((byDay) => [...byDay.keys()]).sort();
  const [from, to] = range ?? [seen[0], seen[seen.length - 1]];
  const days = from && to ? daysBetween(from, to) : [];
  const series = [...sums.keys()].sort();
  const totals: Record<string, string> = {};
  const points = series.flatMap((name) => {
    let overall: Fraction = { n: 0n, d: 1n };
    const line = days.map((day) => {
      const sum = sums.get(name)?.get(day);
      if (sum) overall = add(overall, sum);
      const total = (sum && exactText(sum)) ?? '0';
      return { day, series: name, total, value: Number(total) };
    });
    totals[name] = exactText(overall) ?? '0';
    return line;
  });
  return { days, series, points, totals, unread };
}

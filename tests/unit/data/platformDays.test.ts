// @vitest-environment node
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { filtersToParams } from '@/data/dataProvider';
import { platformDaySeconds, platformOffsetMinutes } from '@/engine/dates';
import { datePresetKeys, presetRange } from '@/scaffolds/fields/datePresets';

/** What a filter of the preset sends, as the date range input hands it over ('YYYY-MM-DD'). */
function sentFor(key: (typeof datePresetKeys)[number], now: number) {
  const [from, to] = presetRange(key, dayjs(now)).map((day) => day.format('YYYY-MM-DD'));
  return filtersToParams([{ field: 'createTime', operator: 'between', value: [from, to] }]);
}

// 2026-11-27 02:00 in UTC+8 (13:00 on the 26th in New York, 07:00 on the 27th in Auckland).
const NOW = Date.UTC(2026, 10, 26, 18);
const seconds = (iso: string) => Date.parse(iso) / 1000;

describe("date filters count the platform's days (UTC+8), whatever the browser's zone (issue #39 point 4)", () => {
  it('sends "today", every shortcut and typed days as UTC+8 days (three browser zones: platformDays.e2e.ts)', () => {
    expect(sentFor('today', NOW)).toEqual({
      createTimeStart: seconds('2026-11-27T00:00:00+08:00'),
      createTimeEnd: seconds('2026-11-27T23:59:59+08:00'),
    });
    expect(sentFor('yesterday', NOW)).toEqual({
      createTimeStart: seconds('2026-11-26T00:00:00+08:00'),
      createTimeEnd: seconds('2026-11-26T23:59:59+08:00'),
    });
    expect(sentFor('lastWeek', NOW)).toEqual({
      createTimeStart: seconds('2026-11-21T00:00:00+08:00'),
      createTimeEnd: seconds('2026-11-27T23:59:59+08:00'),
    });
    expect(
      filtersToParams([
        { field: 'createTime', operator: 'between', value: ['2026-03-01', '2026-03-31'] },
      ]),
    ).toEqual({
      createTimeStart: seconds('2026-03-01T00:00:00+08:00'),
      createTimeEnd: seconds('2026-03-31T23:59:59+08:00'),
    });
  });

  it('takes another platform zone from its setting, and UTC+8 for none or nonsense', () => {
    expect(platformOffsetMinutes(undefined)).toBe(480);
    expect(platformOffsetMinutes('')).toBe(480);
    expect(platformOffsetMinutes('UTC+3')).toBe(480);
    expect(platformOffsetMinutes('20')).toBe(480);
    expect(platformOffsetMinutes('-5')).toBe(-300);
    expect(platformOffsetMinutes('5.5')).toBe(330);
    expect(platformDaySeconds('2026-11-27', -300)).toEqual([
      seconds('2026-11-27T00:00:00-05:00'),
      seconds('2026-11-27T23:59:59-05:00'),
    ]);
    expect(platformDaySeconds('2026-02-30')).toBeNull();
  });
});

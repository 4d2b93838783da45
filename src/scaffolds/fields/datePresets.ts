import dayjs, { type Dayjs } from 'dayjs';
import { platformToday } from '@/engine/dates';

/** The date shortcuts of SPEC §9, each a [from, to] range of days ending today (or yesterday). */
export const datePresetKeys = [
  'today',
  'yesterday',
  'lastWeek',
  'lastMonth',
  'lastThreeMonths',
] as const;
export type DatePresetKey = (typeof datePresetKeys)[number];

/** Days of the platform's zone (a filter's days are the platform's, see src/data/dataProvider.ts). */
export function presetRange(key: DatePresetKey, now: Dayjs = dayjs()): [Dayjs, Dayjs] {
  const today = dayjs(platformToday(now.valueOf()));
  switch (key) {
    case 'today':
      return [today, today];
    case 'yesterday':
      return [today.subtract(1, 'day'), today.subtract(1, 'day')];
    case 'lastWeek':
      return [today.subtract(6, 'day'), today];
    case 'lastMonth':
      return [today.subtract(29, 'day'), today];
    case 'lastThreeMonths':
      return [today.subtract(89, 'day'), today];
  }
}

import { readDay, readInstant } from '@/demoBackendSurface';

const DAY_ONLY = /^\s*\d{4}-\d{2}-\d{2}\s*$/;

/**
 * 10-digit seconds from seconds, milliseconds or text, read as the contract says
 * (src/engine/dates.ts): text with an offset exactly, text without one in China time (UTC+8). A
 * day without a time is its first second in China, or its last with `endOfDay` (so an inclusive
 * range ending on a day covers that whole day). A date-only field is kept as its day's first
 * second in China, so it is read back as the same day.
 */
export function toSeconds(value: unknown, endOfDay = false): number | undefined {
  const instant = readInstant(value);
  if (instant === null) return undefined;
  const seconds = Math.floor(instant / 1000);
  return endOfDay && typeof value === 'string' && DAY_ONLY.test(value) ? seconds + 86399 : seconds;
}

/**
 * A calendar day in words of each language, for messages ('2026-11-24', or its seconds as stored:
 * "2026年11月24日", "24 Nov 2026"); the value as sent when it is no day.
 */
export function dayInWords(value: unknown): { cn: string; en: string } {
  const day = readDay(value);
  if (!day) return { cn: String(value ?? ''), en: String(value ?? '') };
  const [year, month, date] = day.split('-').map(Number);
  const moment = new Date(Date.UTC(year, month - 1, date));
  const words = (locale: string, month: 'long' | 'short') =>
    new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month,
      day: 'numeric',
      timeZone: 'UTC',
    }).format(moment);
  return { cn: words('zh-CN', 'long'), en: words('en-GB', 'short') };
}

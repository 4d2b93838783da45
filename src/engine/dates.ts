/**
 * How dates travel (the contract: src/data/contract.ts `dateContract`). Shared by the console and
 * the demo backend, so both read a value the same way.
 *
 * - A calendar day (`date`) is 'YYYY-MM-DD' and a month (`month`) 'YYYY-MM': no zone, no shift.
 * - A moment (`datetime`) is an instant: 10-digit seconds, 13-digit milliseconds, ISO 8601 text
 *   with its offset ('2026-11-24T10:00:00+08:00' or 'Z'), or text without a zone, read in the
 *   platform's zone (UTC+8, SPEC's users and backend).
 * - A day that arrives as an instant (seconds) is that instant's day in the platform's zone.
 *
 * Reading is strict: '0000-00-00 00:00:00', month 13, 31 February or an 11-digit stamp are no
 * date (null), never a neighbouring real one.
 */

/**
 * The hours east of UTC of a configured platform zone ('8', '-5', '5.5'), or UTC+8 when it is not
 * set or not a zone (`VITE_PLATFORM_UTC_OFFSET`, docs/backend-contract.md).
 */
export function platformOffsetMinutes(configured: unknown): number {
  const hours = typeof configured === 'string' && configured.trim() ? Number(configured) : NaN;
  const minutes = Math.round(hours * 60);
  return Number.isFinite(minutes) && Math.abs(minutes) <= 14 * 60 ? minutes : 8 * 60;
}

/** The platform's zone (UTC+8 unless configured), in minutes east of UTC. */
export const PLATFORM_OFFSET_MINUTES = platformOffsetMinutes(
  (import.meta as { env?: Record<string, unknown> }).env?.VITE_PLATFORM_UTC_OFFSET,
);
const MINUTE_MS = 60_000;

const DATE_TEXT =
  /^(\d{4})-(\d{2})(?:-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

interface DateParts {
  year: number;
  month: number;
  day?: number;
  hour?: number;
  minute?: number;
  second?: number;
  millisecond?: number;
  /** Minutes east of UTC, when the text states its zone. */
  offset?: number;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function offsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return zone.startsWith('-') ? -minutes : minutes;
}

/** The parts of a date text, or null when it is not a real date (strict ranges). */
function readText(text: string): DateParts | null {
  const match = DATE_TEXT.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((part) => (part === undefined ? undefined : Number(part))) as (number | undefined)[];
  if (!year || !month || month > 12) return null;
  if (day !== undefined && (day < 1 || day > daysIn(year, month))) return null;
  if (hour !== undefined && (hour > 23 || minute! > 59 || (second ?? 0) > 59)) return null;
  if (match[8] && hour === undefined) return null;
  const millisecond = match[7] ? Number(match[7].slice(0, 3).padEnd(3, '0')) : undefined;
  const offset = match[8] ? offsetMinutes(match[8]) : undefined;
  if (offset !== undefined && Math.abs(offset) > 14 * 60) return null;
  return { year, month, day, hour, minute, second, millisecond, offset };
}

/** 10-digit seconds (or fewer) or 13-digit milliseconds; any other length is no date. */
function readNumber(value: unknown): number | null {
  const raw = typeof value === 'number' ? value : typeof value === 'string' ? value.trim() : '';
  if (typeof raw === 'string' && !/^\d+$/.test(raw)) return null;
  const number = Math.trunc(Number(raw));
  if (!Number.isFinite(number) || number <= 0) return null;
  const digits = String(number).length;
  if (digits <= 10) return number * 1000;
  return digits === 13 ? number : null;
}

/** The parts of an instant as seen at a UTC offset. */
function partsAt(ms: number, offset: number) {
  const shifted = new Date(ms + offset * MINUTE_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** An instant (milliseconds since 1970) from seconds, milliseconds or text; null if none. */
export function readInstant(value: unknown): number | null {
  const number = readNumber(value);
  if (number !== null) return number;
  if (typeof value !== 'string') return null;
  const parts = readText(value);
  if (!parts) return null;
  const { year, month, day = 1, hour = 0, minute = 0, second = 0, millisecond = 0 } = parts;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  return wall - (parts.offset ?? PLATFORM_OFFSET_MINUTES) * MINUTE_MS;
}

/** A calendar day 'YYYY-MM-DD': from day text as it is, from an instant its day in UTC+8. */
export function readDay(value: unknown): string | null {
  const parts = typeof value === 'string' ? readText(value) : null;
  if (parts && parts.day !== undefined && parts.offset === undefined) {
    return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
  }
  const instant = readInstant(value);
  if (instant === null) return null;
  const day = partsAt(instant, PLATFORM_OFFSET_MINUTES);
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

/** A month 'YYYY-MM': from month or day text as it is, from an instant its month in UTC+8. */
export function readMonth(value: unknown): string | null {
  const parts = typeof value === 'string' ? readText(value) : null;
  if (parts && parts.offset === undefined) return `${parts.year}-${pad(parts.month)}`;
  const day = readDay(value);
  return day && day.slice(0, 7);
}

/**
 * The first and last second of a calendar day 'YYYY-MM-DD' in the platform's zone, as 10-digit
 * seconds (a filter's day means the platform's day, whatever the browser's zone); null when the
 * text is not a real day.
 */
export function platformDaySeconds(
  day: string,
  offset = PLATFORM_OFFSET_MINUTES,
): [number, number] | null {
  const parts = readText(day);
  if (!parts || parts.day === undefined || parts.hour !== undefined) return null;
  const start = (Date.UTC(parts.year, parts.month - 1, parts.day) - offset * MINUTE_MS) / 1000;
  return [start, start + 86_399];
}

/** Today's calendar day in the platform's zone, 'YYYY-MM-DD'. */
export function platformToday(now = Date.now(), offset = PLATFORM_OFFSET_MINUTES): string {
  const day = partsAt(now, offset);
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

/** An instant as ISO 8601 text at an offset (the platform's by default): '2026-11-24T10:00:00+08:00'. */
export function instantText(ms: number, offset = PLATFORM_OFFSET_MINUTES): string {
  const p = partsAt(ms, offset);
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${zone}`;
}

const CHINA_OFFSET_SECONDS = 8 * 3600;
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
/** Beyond this a number is taken as milliseconds. */
const MAX_SECONDS = 99999999999;

/**
 * 10-digit seconds from seconds, milliseconds or text 'YYYY-MM-DD[ HH:mm[:ss]]' read in China time
 * (UTC+8, where the console's users are). A date without a time is its first second, or its last
 * with `endOfDay` (so an inclusive range ending on a day covers that whole day).
 */
export function toSeconds(value: unknown, endOfDay = false): number | undefined {
  const raw =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (/^\d+$/.test(raw)) {
    const number = Number(raw);
    return number > MAX_SECONDS ? Math.floor(number / 1000) : number;
  }
  const match = DATE_TEXT.exec(raw);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  const hasTime = match[4] !== undefined;
  const utc = Date.UTC(year, month - 1, day, hasTime ? hour : 0, hasTime ? minute : 0, second || 0);
  const seconds = Math.floor(utc / 1000) - CHINA_OFFSET_SECONDS;
  return !hasTime && endOfDay ? seconds + 86399 : seconds;
}

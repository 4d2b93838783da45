import type { Storage } from '@/engine/fieldTypes';

/**
 * What a record's fields should hold, by how each is kept (a field type's storage,
 * src/engine/fieldTypes.ts): the engine derives it from a resource's schema; a hand-written call
 * writes it out (`{ title: 'text', amount: 'decimal' }`).
 */
export type FieldShape =
  Storage | { storage: Storage; options?: readonly (string | number)[]; of?: RecordShape };
export type RecordShape = Readonly<Record<string, FieldShape>>;

type Plain = Record<string, unknown>;

export const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const DECIMAL = /^-?\d+(\.\d+)?$/;
const GROUPED_DECIMAL = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;
const INTEGER = /^-?\d+$/;

/** A number's digits as decimal text, without exponent notation (1e21 → '1000000000000000000000'). */
function numberText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? numberText(value) : undefined;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(text).filter((part): part is string => part !== undefined);
    return parts.length ? parts.join(', ') : undefined;
  }
  return undefined;
}

/** A count or measure: a number, or numeric text; an integer beyond 2^53 stays exact text. */
function number(value: unknown): number | string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!DECIMAL.test(trimmed)) return undefined;
  return INTEGER.test(trimmed) && !Number.isSafeInteger(Number(trimmed))
    ? trimmed
    : Number(trimmed);
}

/** An amount or rate, as decimal text (the contract: amounts travel as text, never rounded). */
function decimal(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? numberText(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().replace(/^\+/, '');
  if (DECIMAL.test(trimmed)) return trimmed;
  return GROUPED_DECIMAL.test(trimmed) ? trimmed.replace(/,/g, '') : undefined;
}

/** An id: a number while it is exact, else its text. */
export function idValue(value: unknown): string | number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const trimmed = value.trim();
  return INTEGER.test(trimmed) && Number.isSafeInteger(Number(trimmed)) ? Number(trimmed) : trimmed;
}

function flag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

/** An enumeration's value as its option holds it (1 for '1'); an unknown value stays as sent. */
function enumValue(value: unknown, options: readonly (string | number)[] = []) {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  if (options.includes(value)) return value;
  return options.find((option) => String(option) === String(value).trim()) ?? value;
}

function files(value: unknown): unknown {
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) return undefined;
  return value.filter(
    (item) => typeof item === 'string' || (isPlainObject(item) && typeof item.url === 'string'),
  );
}

function tags(value: unknown): string[] | undefined {
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  }
  if (!Array.isArray(value)) return undefined;
  return value.map(text).filter((part): part is string => part !== undefined);
}

/** One value as its field keeps it; undefined when nothing usable came. */
export function normaliseValue(shape: FieldShape, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  const { storage, options, of } = typeof shape === 'string' ? { storage: shape } : shape;
  switch (storage) {
    case 'text':
      return text(value);
    case 'number':
      return number(value);
    case 'decimal':
      return decimal(value);
    case 'seconds':
    case 'month':
      // Read strictly where shown (src/engine/dates.ts): an unreadable date shows as sent.
      return typeof value === 'string' || typeof value === 'number' ? value : undefined;
    case 'flag':
      return flag(value);
    case 'enum':
      return Array.isArray(value)
        ? value.map((item) => enumValue(item, options)).filter((item) => item !== undefined)
        : enumValue(value, options);
    case 'reference':
      return Array.isArray(value)
        ? value.map(idValue).filter((item) => item !== undefined)
        : idValue(value);
    case 'list':
      return tags(value);
    case 'rows':
      return Array.isArray(value) ? normaliseRecords(of ?? {}, value) : undefined;
    case 'file':
      return files(value);
    default:
      return value;
  }
}

/**
 * A record as its shape says, whatever came: each declared field of the right kind or absent,
 * fields the shape does not name as sent. Null when the row is no record at all.
 */
export function normaliseRecord(shape: RecordShape, raw: unknown): Plain | null {
  if (!isPlainObject(raw)) return null;
  const record: Plain = { ...raw };
  for (const [name, field] of Object.entries(shape)) {
    if (!(name in raw)) continue;
    const value = normaliseValue(field, raw[name]);
    if (value === undefined) delete record[name];
    else record[name] = value;
  }
  return record;
}

/** The records of a list: rows that are no record (null, a number…) are left out. */
export function normaliseRecords(shape: RecordShape, rows: readonly unknown[]): Plain[] {
  const records: Plain[] = [];
  for (const row of rows) {
    const record = normaliseRecord(shape, row);
    if (record) records.push(record);
  }
  return records;
}

/** A total: a number or numeric text, never below the rows at hand. */
export function normaliseTotal(total: unknown, rows: number): number {
  const value = typeof total === 'string' ? Number(total.trim()) : total;
  return typeof value === 'number' && Number.isInteger(value) && value >= rows ? value : rows;
}

/** A list's answer: `{ list, total }`, a bare array, or anything else read as no rows. */
export function normaliseList(shape: RecordShape, data: unknown): { list: Plain[]; total: number } {
  const rows = Array.isArray(data)
    ? data
    : isPlainObject(data) && Array.isArray(data.list)
      ? data.list
      : [];
  const list = normaliseRecords(shape, rows);
  const total = Array.isArray(data)
    ? list.length
    : normaliseTotal(isPlainObject(data) ? data.total : undefined, list.length);
  return { list, total };
}

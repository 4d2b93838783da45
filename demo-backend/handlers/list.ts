import { paging, type ListPayload } from '@/demoBackendSurface';
import { text } from './http';

export interface ListParams {
  page: number;
  pageSize: number;
  /** Every other non-empty parameter, as text. */
  filters: Record<string, string>;
  orderBy?: string;
  order: 'asc' | 'desc';
}

/** Which fields a list filters on: exactly (ids, statuses; comma-separated values mean any of) or by text. */
export interface FilterSpec<T> {
  exact?: readonly (keyof T & string)[];
  text?: readonly (keyof T & string)[];
}

const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 5000;

function positiveInt(value: string, fallback: number): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** Reads paging, sort and filters from a query string (GET) or a JSON body (POST). */
export function readListParams(source: URLSearchParams | Record<string, unknown>): ListParams {
  const entries: [string, string][] =
    source instanceof URLSearchParams
      ? [...source.entries()]
      : Object.entries(source).map(([key, value]) => [
          key,
          Array.isArray(value) ? value.map(text).join(',') : text(value),
        ]);
  const values: Record<string, string> = {};
  for (const [key, value] of entries) if (value !== '') values[key] = value;
  const {
    [paging.page]: page = '',
    [paging.pageSize]: pageSize = '',
    [paging.sortField]: orderBy,
    [paging.sortOrder]: order,
    ...filters
  } = values;
  return {
    page: positiveInt(page, 1),
    pageSize: Math.min(positiveInt(pageSize, DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE),
    filters,
    orderBy,
    order: order?.toLowerCase().startsWith('desc') ? 'desc' : 'asc',
  };
}

export function filterRows<T extends object>(
  rows: readonly T[],
  filters: Record<string, string>,
  spec: FilterSpec<T>,
): T[] {
  const exact = (spec.exact ?? []).filter((field) => filters[field] !== undefined);
  const byText = (spec.text ?? []).filter((field) => filters[field] !== undefined);
  return rows.filter(
    (row) =>
      exact.every((field) => filters[field].split(',').includes(String(row[field]))) &&
      byText.every((field) =>
        String(row[field]).toLowerCase().includes(filters[field].toLowerCase()),
      ),
  );
}

export function sortRows<T extends object>(
  rows: readonly T[],
  orderBy: string | undefined,
  order: 'asc' | 'desc',
): T[] {
  const sorted = [...rows];
  if (!orderBy) return sorted;
  const direction = order === 'desc' ? -1 : 1;
  const valueOf = (row: T): unknown => (row as Record<string, unknown>)[orderBy];
  return sorted.sort((a, b) => {
    const [left, right] = [valueOf(a), valueOf(b)];
    if (typeof left === 'number' && typeof right === 'number') return (left - right) * direction;
    return String(left ?? '').localeCompare(String(right ?? '')) * direction;
  });
}

/** A 1-based page of rows with the total count. */
export function paginate<T>(rows: readonly T[], page: number, pageSize: number): ListPayload<T> {
  const start = (page - 1) * pageSize;
  return { list: rows.slice(start, start + pageSize), total: rows.length };
}

/** Filter, sort and page in one go, as every list endpoint does. */
export function listPage<T extends object>(
  rows: readonly T[],
  params: ListParams,
  spec: FilterSpec<T>,
): ListPayload<T> {
  const sorted = sortRows(filterRows(rows, params.filters, spec), params.orderBy, params.order);
  return paginate(sorted, params.page, params.pageSize);
}

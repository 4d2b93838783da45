import type { CrudSort } from '@refinedev/core';
import type { FilterValues } from '../listState';
import type { ColumnPrefs } from './columnPrefs';

/** A list's state saved under a name: its filters (as the URL holds them), sort, page size, columns. */
export interface SavedView {
  name: string;
  filters: FilterValues;
  sorters: CrudSort[];
  pageSize: number;
  columns: ColumnPrefs;
}

/** A user's views of one list, and the one the list opens with. */
export interface SavedViews {
  views: SavedView[];
  defaultView?: string;
}

const EMPTY: SavedViews = { views: [] };

const strings = (items: unknown): string[] =>
  Array.isArray(items) ? items.filter((item): item is string => typeof item === 'string') : [];

function filterValues(value: unknown): FilterValues {
  if (!value || typeof value !== 'object') return {};
  const values: FilterValues = {};
  for (const [name, item] of Object.entries(value as Record<string, unknown>)) {
    if (typeof item === 'string') values[name] = item;
    else if (Array.isArray(item)) values[name] = strings(item);
  }
  return values;
}

function sorters(value: unknown): CrudSort[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const { field, order } = (item ?? {}) as Record<string, unknown>;
    return typeof field === 'string' && (order === 'asc' || order === 'desc')
      ? [{ field, order }]
      : [];
  });
}

function view(value: unknown): SavedView | null {
  if (!value || typeof value !== 'object') return null;
  const item = value as Record<string, unknown>;
  if (typeof item.name !== 'string' || !item.name.trim()) return null;
  const columns = (item.columns ?? {}) as Record<string, unknown>;
  return {
    name: item.name,
    filters: filterValues(item.filters),
    sorters: sorters(item.sorters),
    pageSize: typeof item.pageSize === 'number' && item.pageSize > 0 ? item.pageSize : 0,
    columns: { order: strings(columns.order), hidden: strings(columns.hidden) },
  };
}

/** The saved views under a storage key; anything unreadable (hand-edited, older) is left out. */
export function readViews(key: string): SavedViews {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown>;
    if (!stored || typeof stored !== 'object') return EMPTY;
    const views = (Array.isArray(stored.views) ? stored.views : [])
      .map(view)
      .filter((item): item is SavedView => item !== null);
    const names = views.map((item) => item.name);
    const defaultView =
      typeof stored.defaultView === 'string' && names.includes(stored.defaultView)
        ? stored.defaultView
        : undefined;
    return {
      views: views.filter((item, index) => names.indexOf(item.name) === index),
      defaultView,
    };
  } catch {
    return EMPTY;
  }
}

/** Stores the views (none: the key is removed). Throws when the browser refuses to store. */
export function writeViews(key: string, saved: SavedViews): void {
  if (!saved.views.length) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(saved));
}

/** Is a name free among the views (besides the view being renamed)? Names compare trimmed. */
export function nameIsFree(saved: SavedViews, name: string, except?: string): boolean {
  const wanted = name.trim();
  return !saved.views.some((item) => item.name === wanted && item.name !== except);
}

export function addView(saved: SavedViews, added: SavedView, asDefault: boolean): SavedViews {
  const item = { ...added, name: added.name.trim() };
  return {
    views: [...saved.views, item],
    defaultView: asDefault ? item.name : saved.defaultView,
  };
}

export function renameView(saved: SavedViews, from: string, to: string): SavedViews {
  const name = to.trim();
  return {
    views: saved.views.map((item) => (item.name === from ? { ...item, name } : item)),
    defaultView: saved.defaultView === from ? name : saved.defaultView,
  };
}

export function removeView(saved: SavedViews, name: string): SavedViews {
  return {
    views: saved.views.filter((item) => item.name !== name),
    defaultView: saved.defaultView === name ? undefined : saved.defaultView,
  };
}

/** Makes a view the default, or (null) no view. */
export function setDefaultView(saved: SavedViews, name: string | null): SavedViews {
  return { ...saved, defaultView: name ?? undefined };
}

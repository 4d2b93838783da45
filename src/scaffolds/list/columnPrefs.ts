import { useCallback, useMemo, useState } from 'react';

/** Which columns a user shows in a list, and in which order. */
export interface ColumnPrefs {
  order: string[];
  hidden: string[];
}

const EMPTY: ColumnPrefs = { order: [], hidden: [] };
const storageKey = (user: number | string, list: string) => `listColumns:${user}:${list}`;

function read(key: string): ColumnPrefs {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<ColumnPrefs> | null;
    const strings = (items: unknown) =>
      Array.isArray(items) ? items.filter((item): item is string => typeof item === 'string') : [];
    return value ? { order: strings(value.order), hidden: strings(value.hidden) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The columns in the user's order; those not placed yet (new ones) keep their declared place after. */
export function orderColumns<T extends { key: string }>(
  columns: readonly T[],
  prefs: ColumnPrefs,
): T[] {
  const rank = (key: string) => {
    const index = prefs.order.indexOf(key);
    return index < 0 ? prefs.order.length + columns.findIndex((c) => c.key === key) : index;
  };
  return [...columns].sort((a, b) => rank(a.key) - rank(b.key));
}

/** The columns shown, in the user's order. At least one column always shows. */
export function arrangeColumns<T extends { key: string }>(
  columns: readonly T[],
  prefs: ColumnPrefs,
): T[] {
  const ordered = orderColumns(columns, prefs);
  const shown = ordered.filter((column) => !prefs.hidden.includes(column.key));
  return shown.length ? shown : ordered.slice(0, 1);
}

/** A list's column preferences, remembered per user and list in this browser. */
export function useColumnPrefs(user: number | string | undefined, list: string) {
  const key = storageKey(user ?? 'anonymous', list);
  // What was chosen on this page; another user or list reads its own.
  const [chosen, setChosen] = useState<{ key: string; prefs: ColumnPrefs } | null>(null);
  const prefs = useMemo(() => (chosen?.key === key ? chosen.prefs : read(key)), [chosen, key]);
  const save = useCallback(
    (next: ColumnPrefs) => {
      setChosen({ key, prefs: next });
      try {
        if (next.order.length || next.hidden.length)
          localStorage.setItem(key, JSON.stringify(next));
        else localStorage.removeItem(key);
      } catch {
        // Private mode or a full storage: the choice holds for this visit.
      }
    },
    [key],
  );
  return [prefs, save] as const;
}

import type { CollectionChanges, Row } from '../db';

function sameValue(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object') return false;
  return JSON.stringify(left) === JSON.stringify(right);
}

function sameRow(left: Row, right: Row): boolean {
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameValue(left[key], right[key]))
  );
}

/**
 * What differs between the seeded rows and the current ones: edited or added rows, removed ids,
 * and which additions stood before the seeded rows (so a newest-first list keeps them on top).
 */
export function diffRows(base: readonly Row[], current: readonly Row[], idField: string) {
  const seeded = new Map(base.map((row) => [String(row[idField]), row]));
  const present = new Set<string>();
  const rows: Row[] = [];
  const leading: (string | number)[] = [];
  let pastSeeded = false;
  for (const row of current) {
    const id = String(row[idField]);
    present.add(id);
    const original = seeded.get(id);
    if (original) pastSeeded = true;
    else if (!pastSeeded) leading.push(row[idField] as string | number);
    if (!original || !sameRow(original, row)) rows.push(row);
  }
  const removed = base
    .map((row) => row[idField] as string | number)
    .filter((id) => !present.has(String(id)));
  return { rows, removed, ...(leading.length ? { leading } : {}) } satisfies CollectionChanges;
}

export function isUnchanged(changes: CollectionChanges): boolean {
  return changes.rows.length === 0 && changes.removed.length === 0;
}

/**
 * The seeded rows with the changes replayed: edits in place, removals dropped, additions where
 * they were: before the seeded rows if they were added newest first, after them otherwise.
 */
export function applyChanges(
  base: readonly Row[],
  changes: CollectionChanges | undefined,
  idField: string,
): Row[] {
  if (!changes) return [...base];
  const removed = new Set(changes.removed.map(String));
  const changed = new Map(changes.rows.map((row) => [String(row[idField]), row]));
  const rows = base
    .filter((row) => !removed.has(String(row[idField])))
    .map((row) => changed.get(String(row[idField])) ?? row);
  const seeded = new Set(base.map((row) => String(row[idField])));
  const leading = new Set((changes.leading ?? []).map(String));
  const added = changes.rows.filter((row) => !seeded.has(String(row[idField])));
  const first = added.filter((row) => leading.has(String(row[idField])));
  const last = added.filter((row) => !leading.has(String(row[idField])));
  return [...first, ...rows, ...last];
}

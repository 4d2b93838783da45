// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyChanges, diffRows } from '@demo-backend/engine/changes';

const seeded = [{ id: 1 }, { id: 2 }, { id: 3 }];
const ids = (rows: Record<string, unknown>[]) => rows.map((row) => row.id);

describe('persisted changes replayed after a reload', () => {
  it('keeps records created newest first on top, and others at the end', () => {
    const current = [{ id: 5 }, { id: 4 }, { id: 1 }, { id: 3, edited: true }, { id: 6 }];
    const changes = diffRows(seeded, current, 'id');
    expect(changes.leading).toEqual([5, 4]);
    expect(changes.removed).toEqual([2]);
    expect(ids(applyChanges(seeded, changes, 'id'))).toEqual([5, 4, 1, 3, 6]);
  });

  it('replays changes saved before the order was kept: additions last', () => {
    const changes = { rows: [{ id: 4 }], removed: [] };
    expect(ids(applyChanges(seeded, changes, 'id'))).toEqual([1, 2, 3, 4]);
  });
});

// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  checkForNewVersion,
  localDay,
  MAX_RELOADS_PER_DAY,
  parseReloadRecord,
  RELOADS_STORAGE_KEY,
  reloadDecision,
  type VersionCheckDeps,
} from '@/layout/versionCheck';

describe('reloadDecision', () => {
  it('allows 4 reloads a day (SPEC §9)', () => {
    expect(MAX_RELOADS_PER_DAY).toBe(4);
    let record = null;
    const reloads: boolean[] = [];
    for (let i = 0; i < 6; i += 1) {
      const decision = reloadDecision(record, '2025-03-01');
      reloads.push(decision.reload);
      record = decision.record;
    }
    expect(reloads).toEqual([true, true, true, true, false, false]);
    expect(record).toEqual({ day: '2025-03-01', count: 4 });
  });

  it('counts the reload it allows', () => {
    expect(reloadDecision(null, '2025-03-01')).toEqual({
      reload: true,
      record: { day: '2025-03-01', count: 1 },
    });
    expect(reloadDecision({ day: '2025-03-01', count: 3 }, '2025-03-01')).toEqual({
      reload: true,
      record: { day: '2025-03-01', count: 4 },
    });
  });

  it('starts counting again on a new day', () => {
    const exhausted = { day: '2025-03-01', count: 4 };
    expect(reloadDecision(exhausted, '2025-03-01').reload).toBe(false);
    expect(reloadDecision(exhausted, '2025-03-02')).toEqual({
      reload: true,
      record: { day: '2025-03-02', count: 1 },
    });
  });
});

describe('localDay and parseReloadRecord', () => {
  it('formats the local day', () => {
    expect(localDay(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(localDay(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31');
  });

  it('reads a stored record and ignores anything else', () => {
    expect(parseReloadRecord('{"day":"2025-03-01","count":2}')).toEqual({
      day: '2025-03-01',
      count: 2,
    });
    expect(parseReloadRecord(null)).toBeNull();
    expect(parseReloadRecord('oops')).toBeNull();
    expect(parseReloadRecord('{"day":"2025-03-01"}')).toBeNull();
    expect(parseReloadRecord('null')).toBeNull();
  });
});

describe('checkForNewVersion', () => {
  function setup(deployed: string | null, stored?: string, unsaved = false) {
    const items = new Map<string, string>(stored ? [[RELOADS_STORAGE_KEY, stored]] : []);
    const deps: VersionCheckDeps = {
      ownVersion: 'build-1',
      fetchVersion: vi.fn(async () => deployed),
      storage: {
        getItem: (key) => items.get(key) ?? null,
        setItem: (key, value) => void items.set(key, value),
      },
      reload: vi.fn(),
      now: () => new Date(2025, 2, 1, 10),
      unsavedInput: vi.fn(() => unsaved),
      recheck: vi.fn(),
    };
    return { deps, items };
  }

  it('reloads on a new version and records it', async () => {
    const { deps, items } = setup('build-2');
    await expect(checkForNewVersion(deps)).resolves.toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(items.get(RELOADS_STORAGE_KEY)!)).toEqual({ day: '2025-03-01', count: 1 });
  });

  it('does nothing when the version is the same or unknown', async () => {
    for (const deployed of ['build-1', null]) {
      const { deps, items } = setup(deployed);
      await expect(checkForNewVersion(deps)).resolves.toBe(false);
      expect(deps.reload).not.toHaveBeenCalled();
      expect(items.size).toBe(0);
    }
  });

  it('stops after the fourth reload of the day, and reloads again the next day', async () => {
    const { deps } = setup('build-2', '{"day":"2025-03-01","count":4}');
    await expect(checkForNewVersion(deps)).resolves.toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();

    const nextDay = setup('build-2', '{"day":"2025-02-28","count":4}');
    await expect(checkForNewVersion(nextDay.deps)).resolves.toBe(true);
    expect(nextDay.deps.reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads over unsaved input: it waits, checks again, and reloads once it is gone', async () => {
    const { deps, items } = setup('build-2', undefined, true);
    await expect(checkForNewVersion(deps)).resolves.toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
    expect(deps.recheck).toHaveBeenCalledTimes(1);
    // A wait is not a reload: the day's count is untouched.
    expect(items.size).toBe(0);

    vi.mocked(deps.unsavedInput).mockReturnValue(false);
    await expect(checkForNewVersion(deps)).resolves.toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.recheck).toHaveBeenCalledTimes(1);
    expect(JSON.parse(items.get(RELOADS_STORAGE_KEY)!)).toEqual({ day: '2025-03-01', count: 1 });
  });

  it('never reloads a bundle that does not know its own version', async () => {
    const { deps } = setup('build-2');
    await expect(checkForNewVersion({ ...deps, ownVersion: null })).resolves.toBe(false);
    expect(deps.fetchVersion).not.toHaveBeenCalled();
  });
});

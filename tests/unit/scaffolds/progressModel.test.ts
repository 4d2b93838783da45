// @vitest-environment node
import { describe, expect, it } from 'vitest';
import '@/app/declarations';
import { resourceByName } from '@/engine/registry';
import {
  latestByStage,
  latestReason,
  stageOfEntry,
  stageOfState,
} from '@/scaffolds/detail/progressModel';

const googleApply = resourceByName('googleApply')!;
const progress = googleApply.detail!.progress!;

describe("a work order's stages (SPEC §4)", () => {
  it('places every status code in its stage', () => {
    const stages = [-1, 6, 0, 4, 3, 31, 1, 2, 5].map((code) => stageOfState(progress, code));
    expect(stages).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 3]);
    expect(stageOfState(progress, 99)).toBe(-1);
  });

  it('dates each stage by the action that acted in it', () => {
    expect(stageOfEntry(googleApply, progress, 'create')).toBe(0);
    expect(stageOfEntry(googleApply, progress, 'allocate')).toBe(1);
    expect(stageOfEntry(googleApply, progress, 'cancel')).toBe(1);
    expect(stageOfEntry(googleApply, progress, 'review')).toBe(2);
    expect(stageOfEntry(googleApply, progress, 'push')).toBe(2);
    expect(stageOfEntry(googleApply, progress, 'pass')).toBe(3);
    expect(stageOfEntry(googleApply, progress, 'update')).toBeUndefined();
  });

  it("keeps each stage's latest entry and the newest reason", () => {
    const entries = [
      { id: 4, action: 'cancel', reason: 'wrong time zone', operatorName: 'MPM' },
      { id: 3, action: 'push', operatorName: 'MPM' },
      { id: 2, action: 'review', operatorName: 'OP' },
      { id: 1, action: 'create', operatorName: 'BD' },
    ];
    const latest = latestByStage(googleApply, progress, entries);
    expect([...latest.entries()].map(([stage, entry]) => [stage, entry.id])).toEqual([
      [1, 4],
      [2, 3],
      [0, 1],
    ]);
    expect(latestReason(entries)).toBe('wrong time zone');
    expect(latestReason(entries.slice(1))).toBeUndefined();
  });
});

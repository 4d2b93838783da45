// @vitest-environment node
import { describe, expect, it } from 'vitest';
import '@/app/declarations';
import { stateAllows } from '@/engine/actions';
import { resourceByName } from '@/engine/registry';
import { planBatch } from '@/scaffolds/actions/actionModel';

/** An action's record conditions: `when` values it must hold, `unless` values it must not. */
describe('an action offered by the record’s state', () => {
  const buyVip = resourceByName('org')!.actions!.buyVip;

  it('is offered to a reseller in business, never to organisation 1 (the platform)', () => {
    expect(stateAllows(buyVip, { orgId: 2, status: 2 })).toBe(true);
    expect(stateAllows(buyVip, { orgId: '2', status: '2' })).toBe(true);
    expect(stateAllows(buyVip, { orgId: 1, status: 2 })).toBe(false);
    expect(stateAllows(buyVip, { orgId: '1', status: 2 })).toBe(false);
    expect(stateAllows(buyVip, { orgId: 2, status: 1 })).toBe(false);
  });

  it('leaves the platform out of a batch, as a state it is not offered in', () => {
    const rows = [
      { orgId: 1, status: 2 },
      { orgId: 3, status: 2 },
    ];
    const { runs, skipped } = planBatch(buyVip, rows, () => true);
    expect(runs).toEqual([rows[1]]);
    expect(skipped).toEqual([{ record: rows[0], reason: 'state' }]);
  });
});

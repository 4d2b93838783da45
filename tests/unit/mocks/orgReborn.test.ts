// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Row } from '@demo-backend/db';
import { collection } from '@demo-backend/engine/collections';
import { getStore } from '@demo-backend/store';
import { applicationState as S } from '../../../schemas/client';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

// Issue #38, point 6: a reseller is restarted (reborn) as a client is (SPEC §4: orgs have the
// same set of actions), from terminated or liquidated back to pending review, by the same roles.

setupDemoServer();

const reborn = (token: string, orgId: unknown) =>
  call('main', `/org2/reborn?orgId=${String(orgId)}`, { token });

/** A reseller (not the platform) in the state, owned by the BD `bdId`. */
function orgIn(status: number, bdId = 103): Row {
  const org = collection(getStore(), 'org').find((row) => row.orgId !== 1)!;
  Object.assign(org, { status, bdId });
  return org;
}

describe('restarting a reseller (GET /org2/reborn?orgId, assumed)', () => {
  it.each([
    ['terminated', S.terminated],
    ['liquidated', S.liquidated],
  ])('takes a %s reseller back to pending review', async (_, status) => {
    const org = orgIn(status);
    const answer = await reborn(await loginAs('admin'), org.orgId);
    expect(answer).toMatchObject({ code: 0, data: { orgId: org.orgId, status: S.pendingReview } });
    expect(org.status).toBe(S.pendingReview);
  });

  it('refuses a reseller in any other state (10011), changing nothing', async () => {
    const admin = await loginAs('admin');
    for (const status of [S.active, S.terminationApplied, S.refundProcessing, S.pendingReview]) {
      const org = orgIn(status);
      expect((await reborn(admin, org.orgId)).code, `state ${status}`).toBe(10011);
      expect(org.status).toBe(status);
    }
  });

  it('is, as for a client, the admins’ and the owning BD’s (a BD team leader’s on any)', async () => {
    const owned = orgIn(S.terminated, 121);
    expect((await reborn(await loginAs('financier'), owned.orgId)).code).toBe(10015);
    expect((await reborn(await loginAs('op'), owned.orgId)).code).toBe(10015);
    expect(owned.status).toBe(S.terminated);
    expect((await reborn(await loginAs('bdmember'), owned.orgId)).code).toBe(0);
    expect(owned.status).toBe(S.pendingReview);

    const another = orgIn(S.terminated, 103);
    expect((await reborn(await loginAs('bdmember'), another.orgId)).code).toBe(10015);
    expect((await reborn(await loginAs('bd'), another.orgId)).code).toBe(0);
    expect(another.status).toBe(S.pendingReview);
  });
});

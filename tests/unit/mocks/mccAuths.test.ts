// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stateAllows } from '@/engine/actions';
import type { Row } from '@demo-backend/db';
import { collection, seededRows } from '@demo-backend/engine/collections';
import { MCC_AUTH_VALID_SECONDS } from '@demo-backend/engine/mccAuths';
import { DEMO_SEED, getStore } from '@demo-backend/store';
import { mccLog } from '../../../resources/mediaAgent';
import { mccAuthState as S, mccAuthStateAt } from '../../../schemas/mccAuth';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

// Issue #38, point 5: an MCC authorisation's state follows its grant and expiry times, and an
// expired one is offered and accepts renewal.

setupDemoServer();

const DAY = 86400;
const now = () => Math.floor(Date.now() / 1000);

interface Page {
  list: Row[];
  total: number;
}

async function listed(token: string, id: unknown): Promise<Row | undefined> {
  const answer = await call<Page>('main', '/mediaAgent/ggMccAuthList?pageSize=500', { token });
  expect(answer.code).toBe(0);
  return answer.data.list.find((row) => row.id === id);
}

const renew = (token: string, id: unknown) =>
  call<Row>('main', `/mediaAgent/refreshGGAuth?id=${String(id)}`, { token });

/** The first stored authorisation, given these times and this (possibly stale) state. */
function stored(times: Row, authStatus: number): Row {
  const row = collection(getStore(), 'mccAuth')[0];
  Object.assign(row, times, { authStatus });
  return row;
}

describe('the state of an MCC authorisation', () => {
  it('follows its times: none without a grant, expired once its expiry has come', () => {
    const t = 1_800_000_000;
    expect(mccAuthStateAt({}, t)).toBe(S.notAuthorised);
    expect(mccAuthStateAt({ authTime: t - DAY, expireTime: t + 1 }, t)).toBe(S.authorised);
    expect(mccAuthStateAt({ authTime: t - DAY, expireTime: t }, t)).toBe(S.expired);
    expect(mccAuthStateAt({ authTime: t - 2 * DAY, expireTime: t - DAY }, t)).toBe(S.expired);
  });

  it('is seeded from its times, never expiring before it was granted', () => {
    const rows = seededRows(DEMO_SEED, 'mccAuth');
    expect(rows.length).toBeGreaterThan(0);
    const at = now();
    for (const row of rows) {
      if (row.authTime !== null && row.authTime !== undefined) {
        expect(Number(row.expireTime), `mccAuth ${String(row.id)}`).toBeGreaterThan(
          Number(row.authTime),
        );
      }
      expect(row.authStatus, `mccAuth ${String(row.id)}`).toBe(mccAuthStateAt(row, at));
    }
    expect(rows.some((row) => row.authStatus === S.notAuthorised)).toBe(true);
  });

  it('reads as expired once its expiry is past, though stored as authorised', async () => {
    const admin = await loginAs('admin');
    const lapsed = stored({ authTime: now() - 400 * DAY, expireTime: now() - DAY }, S.authorised);
    expect(await listed(admin, lapsed.id)).toMatchObject({ authStatus: S.expired });
    const running = stored({ authTime: now() - DAY, expireTime: now() + 30 * DAY }, S.expired);
    expect(await listed(admin, running.id)).toMatchObject({ authStatus: S.authorised });
  });
});

describe('renewing an authorisation (GET /mediaAgent/refreshGGAuth?id)', () => {
  it('is offered on an expired one and on one not authorised, never on an authorised one', () => {
    const renewal = mccLog.actions!.refreshAuth;
    expect(stateAllows(renewal, { authStatus: S.expired })).toBe(true);
    expect(stateAllows(renewal, { authStatus: S.notAuthorised })).toBe(true);
    expect(stateAllows(renewal, { authStatus: S.authorised })).toBe(false);
  });

  it('grants an expired one anew, from now for a year', async () => {
    const admin = await loginAs('admin');
    const row = stored({ authTime: now() - 400 * DAY, expireTime: now() - DAY }, S.authorised);
    const before = now();
    const answer = await renew(admin, row.id);
    expect(answer.code).toBe(0);
    expect(answer.data.authStatus).toBe(S.authorised);
    expect(Number(row.authTime)).toBeGreaterThanOrEqual(before);
    expect(Number(row.expireTime) - Number(row.authTime)).toBe(MCC_AUTH_VALID_SECONDS);
    expect(await listed(admin, row.id)).toMatchObject({ authStatus: S.authorised });
  });

  it('refuses a running one (10011) and a user without the right (10015)', async () => {
    const running = stored({ authTime: now() - DAY, expireTime: now() + 30 * DAY }, S.expired);
    expect((await renew(await loginAs('admin'), running.id)).code).toBe(10011);
    const lapsed = stored({ authTime: now() - 400 * DAY, expireTime: now() - DAY }, S.authorised);
    expect((await renew(await loginAs('financier'), lapsed.id)).code).toBe(10015);
    expect((await renew(await loginAs('mpm'), lapsed.id)).code).toBe(0);
  });
});

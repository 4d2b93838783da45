// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { collection } from '@demo-backend/engine/collections';
import { monthsFromNow } from '@demo-backend/engine/months';
import { policyInEffect } from '@demo-backend/engine/mediaAgentTerms';
import { memoryPersistence } from '@demo-backend/persistence';
import { getStore } from '@demo-backend/store';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

/** A media agent's terms and policies in the demo backend (SPEC §5, §7; docs/areas/media-agents.md). */
setupDemoServer(memoryPersistence());

type Row = Record<string, unknown>;
let token = '';
beforeEach(async () => {
  token = await loginAs('admin');
});

const post = (path: string, body: object) =>
  call<Row>('main', path, { method: 'POST', body, token, language: 'en' });
const get = (path: string) => call<Row>('main', path, { token });
const listOf = async (path: string) =>
  ((await call<{ list: Row[]; total: number }>('main', path, { token })).data ?? { list: [] }).list;

const terms = (overrides: Row = {}) => ({
  mediaAgentName: 'Agent of the test',
  platform: 'Google',
  contractEntityName: 'Test entity Ltd',
  checkoutPeriod: 'month',
  currency: 'USD',
  paymentDays: 30,
  creditLimit: '10000',
  minDeposit: '500',
  serviceFees: [{ effectiveTime: monthsFromNow(1), feeRate: '3' }],
  rebatePolicies: [
    {
      effectiveTime: monthsFromNow(1),
      rebateMode: 2,
      rebatePeriod: 'month',
      gradient: [
        { threshold: '10000', ratio: '1' },
        { threshold: '50000', ratio: '2' },
        { threshold: '100000', ratio: '3' },
      ],
    },
  ],
  ...overrides,
});

describe("a media agent's terms", () => {
  it('is created open with a 0 USD opening fee and the terms its policies put in effect', async () => {
    const created = await post('/mediaAgent/add', terms());
    expect(created.code).toBe(0);
    expect(created.data).toMatchObject({
      status: 1,
      openingFee: 0,
      serviceFee: 3,
      rebateMode: 2,
      effectiveMonth: monthsFromNow(1),
    });
    const [first] = await listOf('/mediaAgent/list?page=1&pageSize=10');
    expect(first.mediaAgentName).toBe('Agent of the test');
    expect((first.rebatePolicies as Row[])[0].gradient).toHaveLength(3);
  });

  it('refuses a gradient of one tier and a single policy without region ratios', async () => {
    const oneTier = terms({
      rebatePolicies: [
        {
          effectiveTime: monthsFromNow(1),
          rebateMode: 2,
          rebatePeriod: 'month',
          gradient: [{ threshold: '1000', ratio: '1' }],
        },
      ],
    });
    expect(await post('/mediaAgent/add', oneTier)).toMatchObject({
      code: 10405,
      msg: 'rebatePolicies[1].gradient takes 2 to ∞ rows',
    });
    const single = terms({
      rebatePolicies: [{ effectiveTime: monthsFromNow(1), rebateMode: 1, rebatePeriod: 'month' }],
    });
    expect((await post('/mediaAgent/add', single)).code).toBe(10405);
    const withRatios = terms({
      rebatePolicies: [
        {
          effectiveTime: monthsFromNow(1),
          rebateMode: 1,
          rebatePeriod: 'month',
          regionRatios: [{ region: 'native', ratio: '2' }],
        },
      ],
    });
    expect((await post('/mediaAgent/add', withRatios)).code).toBe(0);
  });

  it('refuses two policies of one month, and one of last month', async () => {
    const [policy] = terms().rebatePolicies;
    expect(
      await post('/mediaAgent/add', terms({ rebatePolicies: [policy, { ...policy }] })),
    ).toMatchObject({
      code: 10403,
      msg: 'rebatePolicies.effectiveTime: row 2 repeats row 1',
    });
    const past = { ...policy, effectiveTime: monthsFromNow(-1) };
    expect((await post('/mediaAgent/add', terms({ rebatePolicies: [past] }))).code).toBe(10401);
  });

  it('still edits an agent whose policy took effect months ago, but refuses a new past one', async () => {
    const created = await post('/mediaAgent/add', terms());
    const id = created.data.mediaAgentId;
    const [policy] = terms().rebatePolicies;
    const started = { ...policy, effectiveTime: monthsFromNow(-2) };
    // The policy has been in effect for two months (as the backend holds it).
    const stored = collection(getStore(), 'mediaAgent').find((row) => row.mediaAgentId === id)!;
    stored.rebatePolicies = [started];
    const kept = await post('/mediaAgent/edit', {
      mediaAgentId: id,
      rebatePolicies: [started, { ...policy, effectiveTime: monthsFromNow(3) }],
    });
    expect(kept.code).toBe(0);
    const added = await post('/mediaAgent/edit', {
      mediaAgentId: id,
      rebatePolicies: [started, { ...policy, effectiveTime: monthsFromNow(-1) }],
    });
    expect(added.code).toBe(10401);
  });

  it('keeps the opening fee once submitted', async () => {
    const agent = (await get('/mediaAgent/detail?mediaAgentId=3')).data;
    const changed = await post('/mediaAgent/edit', {
      mediaAgentId: 3,
      openingFee: String(Number(agent.openingFee) + 1),
    });
    expect(changed).toMatchObject({
      code: 10801,
      msg: 'The account opening fee cannot be changed after submission',
    });
    const same = await post('/mediaAgent/edit', { mediaAgentId: 3, openingFee: agent.openingFee });
    expect(same.code).toBe(0);
  });

  it('takes the policy whose month has come, else the first to come', () => {
    const now = { effectiveTime: monthsFromNow(0), feeRate: 1 };
    const later = { effectiveTime: monthsFromNow(2), feeRate: 2 };
    const earlier = { effectiveTime: monthsFromNow(-3), feeRate: 3 };
    expect(policyInEffect([later, now, earlier])).toBe(now);
    expect(policyInEffect([later])).toBe(later);
    expect(policyInEffect('none')).toBeUndefined();
  });
});

describe("a media agent's accounts with Google", () => {
  it('answers the authorisation link of an open Google agent only', async () => {
    const agents = await listOf('/mediaAgent/list?page=1&pageSize=100');
    const google = agents.find((agent) => agent.platform === 'Google' && agent.status === 1)!;
    const answer = await get(`/mediaAgent/ggAuthUtl?mediaAgentId=${google.mediaAgentId}`);
    expect(answer.code).toBe(0);
    expect(String(answer.data.authUrl)).toMatch(/^https:\/\/accounts\.google\.com\/.*state=MA/);
    const closed = agents.find((agent) => agent.status === 0)!;
    expect((await get(`/mediaAgent/ggAuthUtl?mediaAgentId=${closed.mediaAgentId}`)).code).toBe(
      10011,
    );
  });

  it('renews an expired MCC authorisation, and refuses a valid one', async () => {
    const records = await listOf('/mediaAgent/ggMccAuthList?page=1&pageSize=100');
    const expired = records.find((record) => record.authStatus === 2)!;
    const valid = records.find((record) => record.authStatus === 1)!;
    const renewed = await get(`/mediaAgent/refreshGGAuth?id=${expired.id}`);
    expect(renewed).toMatchObject({ code: 0, data: { authStatus: 1 } });
    expect((await get(`/mediaAgent/refreshGGAuth?id=${valid.id}`)).code).toBe(10011);
  });

  it("lists the balance logs by type, the outlay and the accounts' consumption of an agent at the top of the list", async () => {
    for (const logType of ['prepay', 'credit', 'rebate']) {
      const logs = await listOf(
        `/mediaAgent/account/balanceLog?page=1&pageSize=20&logType=${logType}&mediaAgentId=1`,
      );
      expect(logs.length).toBeGreaterThan(0);
      expect(logs.every((log) => log.logType === logType && log.mediaAgentId === 1)).toBe(true);
    }
    const outlay = await listOf('/mediaAgent/outlay?page=1&pageSize=20&mediaAgentId=2');
    expect(outlay.length).toBeGreaterThan(0);
    const consume = await listOf('/mediaAgent/account/adsLog?page=1&pageSize=20&mediaAgentId=2');
    expect(consume.length).toBeGreaterThan(0);
    expect(consume.every((row) => row.mediaAgentId === 2)).toBe(true);
  });
});

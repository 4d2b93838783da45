// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryPersistence } from '@demo-backend/persistence';
import { currentMonth, monthsFromNow } from '@demo-backend/engine/months';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

/** Nested editors' rows in the demo backend, on the media agent's declaration (SPEC §5). */
setupDemoServer(memoryPersistence());

let token = '';
beforeEach(async () => {
  token = await loginAs('admin');
});

type Row = Record<string, unknown>;
const post = (body: object, language: 'en' | 'zh-CN' = 'en') =>
  call<Row>('main', '/mediaAgent/edit', { method: 'POST', body, token, language });
const agents = async () =>
  (await call<{ list: Row[] }>('main', '/mediaAgent/list?page=1&pageSize=100', { token })).data
    .list;
const rows = (value: unknown) => value as Row[];

const policy = (overrides: Row = {}) => ({
  effectiveTime: monthsFromNow(1),
  rebateMode: 2,
  rebatePeriod: 'month',
  gradient: [
    { threshold: '1000', ratio: '1' },
    { threshold: '5000', ratio: '2' },
  ],
  ...overrides,
});

describe('generated rows', () => {
  it('keep the rules: months from now on, none repeated, one ratio per region, rising tiers', async () => {
    const list = await agents();
    expect(list.length).toBeGreaterThan(0);
    for (const agent of list) {
      const fees = rows(agent.serviceFees);
      expect(fees.length).toBeGreaterThan(0);
      const months = fees.map((row) => String(row.effectiveTime));
      expect(new Set(months).size).toBe(months.length);
      for (const month of months) expect(month >= currentMonth()).toBe(true);
      for (const policyRow of rows(agent.rebatePolicies)) {
        expect(String(policyRow.effectiveTime) >= currentMonth()).toBe(true);
        // A gradient policy has its tiers and no region ratios; the others the reverse.
        const gradient = Number(policyRow.rebateMode) === 2;
        expect(policyRow.regionRatios === undefined).toBe(gradient);
        expect(policyRow.gradient === undefined).toBe(!gradient);
        const regions = rows(policyRow.regionRatios ?? []).map((row) => row.region);
        expect(new Set(regions).size).toBe(regions.length);
        if (gradient) expect(rows(policyRow.gradient).length).toBeGreaterThanOrEqual(2);
        const thresholds = rows(policyRow.gradient ?? []).map((row) => Number(row.threshold));
        expect([...thresholds].sort((a, b) => a - b)).toEqual(thresholds);
        expect(new Set(thresholds).size).toBe(thresholds.length);
      }
    }
  });
});

describe('rows sent', () => {
  it('are kept as sent, each field as its type stores it', async () => {
    const serviceFees = [
      { effectiveTime: monthsFromNow(0), feeRate: '3' },
      { effectiveTime: monthsFromNow(2), feeRate: '4.25' },
    ];
    const saved = await post({ mediaAgentId: 1, serviceFees, rebatePolicies: [policy()] });
    expect(saved.code).toBe(0);
    expect(saved.data.serviceFees).toEqual([
      { effectiveTime: monthsFromNow(0), feeRate: 3 },
      { effectiveTime: monthsFromNow(2), feeRate: 4.25 },
    ]);
    expect(rows(saved.data.rebatePolicies)[0].gradient).toEqual([
      { threshold: 1000, ratio: 1 },
      { threshold: 5000, ratio: 2 },
    ]);
  });

  it('refuse a repeated effective time, in the request language', async () => {
    const serviceFees = [
      { effectiveTime: monthsFromNow(1), feeRate: '3' },
      { effectiveTime: monthsFromNow(2), feeRate: '3' },
      { effectiveTime: monthsFromNow(1), feeRate: '4' },
    ];
    expect(await post({ mediaAgentId: 1, serviceFees })).toMatchObject({
      code: 10403,
      msg: 'serviceFees.effectiveTime: row 3 repeats row 1',
    });
    expect((await post({ mediaAgentId: 1, serviceFees }, 'zh-CN')).msg).toBe(
      'serviceFees.effectiveTime：第 3 行与第 1 行重复',
    );
  });

  it('refuse a month before the current one, and an empty one', async () => {
    const past = [{ effectiveTime: monthsFromNow(-1), feeRate: '3' }];
    expect(await post({ mediaAgentId: 1, serviceFees: past })).toMatchObject({
      code: 10401,
      msg: 'serviceFees[1].effectiveTime must be the current month or later',
    });
    const empty = [{ feeRate: '3' }];
    expect(await post({ mediaAgentId: 1, serviceFees: empty })).toMatchObject({ code: 10008 });
  });

  it('refuse a row value outside its bounds, as the row editor does', async () => {
    const high = [{ effectiveTime: monthsFromNow(1), feeRate: '120' }];
    expect(await post({ mediaAgentId: 1, serviceFees: high })).toMatchObject({
      code: 10505,
      msg: 'serviceFees[1].feeRate must be at most 100',
    });
    const negative = policy({
      gradient: [
        { threshold: '-1000', ratio: '1' },
        { threshold: '1000', ratio: '2' },
      ],
    });
    expect(await post({ mediaAgentId: 1, rebatePolicies: [negative] })).toMatchObject({
      code: 10502,
      msg: 'rebatePolicies[1].gradient[1].threshold cannot be negative',
    });
    expect((await post({ mediaAgentId: 1, paymentDays: '7.5' })).code).toBe(10506);
    expect((await post({ mediaAgentId: 1, creditLimit: '-5', currency: 'USD' })).code).toBe(10502);
  });

  it('refuse two ratios for one region, and a gradient that does not rise', async () => {
    const twice = policy({
      rebateMode: 1,
      regionRatios: [
        { region: 'native', ratio: '1' },
        { region: 'native', ratio: '2' },
      ],
    });
    expect(await post({ mediaAgentId: 1, rebatePolicies: [twice] })).toMatchObject({
      code: 10403,
      msg: 'rebatePolicies[1].regionRatios.region: row 2 repeats row 1',
    });
    const flat = policy({
      gradient: [
        { threshold: '1000', ratio: '1' },
        { threshold: '1000', ratio: '2' },
      ],
    });
    expect(await post({ mediaAgentId: 1, rebatePolicies: [flat] })).toMatchObject({
      code: 10404,
      msg: 'rebatePolicies[1].gradient.threshold: row 2 must be above row 1',
    });
  });

  it('change nothing when refused', async () => {
    const agentOne = async () =>
      (await call<Row>('main', '/mediaAgent/detail?mediaAgentId=1', { token })).data;
    const before = await agentOne();
    expect(rows(before.serviceFees).length).toBeGreaterThan(0);
    const serviceFees = [{ effectiveTime: monthsFromNow(-2), feeRate: '9' }];
    expect((await post({ mediaAgentId: 1, serviceFees })).code).toBe(10401);
    const after = await agentOne();
    expect(after.serviceFees).toEqual(before.serviceFees);
  });
});

// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { roleIds } from '../../../schemas/enums';
import { collection } from '@demo-backend/engine/collections';
import { memoryPersistence } from '@demo-backend/persistence';
import { getStore } from '@demo-backend/store';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

/** The demo backend of issue #18's ownership and money tools (resources/client.ts, org.ts). */
setupDemoServer(memoryPersistence());

type Row = Record<string, unknown>;

let token = '';
beforeEach(async () => {
  token = await loginAs('admin');
});

const get = async <T = Row>(path: string, language: 'en' | 'zh-CN' = 'en') =>
  call<T>('main', path, { token, language });
const post = (path: string, body: object, language: 'en' | 'zh-CN' = 'en') =>
  call<Row>('main', path, { method: 'POST', body, token, language });
const listOf = async (path: string) => (await get<{ list: Row[] }>(path)).data.list;

const staff = () => listOf('/admin/user/list?page=1&pageSize=2000');
/** What the BD picker asks for (src/engine/references.ts: bdStaff). */
const bdPicker = () => listOf('/admin/user/list?page=1&pageSize=2000&role=3&status=1');
/** Clients in business: their owners may be changed (not once terminated). */
const inBusiness = () =>
  collection(getStore(), 'client')
    .filter((row) => row.status === 2)
    .map((row) => row.clientId as number);
const client = async (clientId: number) => (await get(`/client/detail?clientId=${clientId}`)).data;

describe('change BD and change OP', () => {
  it("the BD picker's list holds enabled BDs only", async () => {
    const offered = await bdPicker();
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((member) => member.role === roleIds.BD && member.status === 1)).toBe(true);
    const all = await staff();
    const stoppedBds = all.filter((m) => m.role === roleIds.BD && m.status === 0);
    for (const stopped of stoppedBds) expect(offered).not.toContainEqual(stopped);
  });

  it('refuses a BD id that is no enabled BD, in the request language, and changes nothing', async () => {
    const all = await staff();
    const [first] = inBusiness();
    const op = all.find((member) => member.role === roleIds.OP && member.status === 1)!;
    const before = await client(first);
    const refused = await post('/client/changeBD', { clientId: first, bdId: op.adminId });
    expect(refused).toMatchObject({
      code: 10601,
      msg: `BD: ${String(op.adminId)} is not an enabled BD member`,
    });
    const inChinese = await post('/client/changeBD', { clientId: first, bdId: 999999 }, 'zh-CN');
    expect(inChinese).toMatchObject({ code: 10601, msg: 'BD：999999 不是在职的BD人员' });
    const stopped = all.find((member) => member.role === roleIds.BD && member.status === 0);
    if (stopped) {
      expect(
        (await post('/client/changeBD', { clientId: first, bdId: stopped.adminId })).code,
      ).toBe(10601);
    }
    expect(await client(first)).toMatchObject({ bdId: before.bdId, bdName: before.bdName });
  });

  it('refuses an OP id that is no OP; an OP is saved with its name', async () => {
    const all = await staff();
    const [, second] = inBusiness();
    const bd = all.find((member) => member.role === roleIds.BD && member.status === 1)!;
    expect((await post('/client/changeOP', { clientId: second, opId: bd.adminId })).code).toBe(
      10601,
    );
    const op = all.find((member) => member.role === roleIds.OP && member.status === 1)!;
    const changed = await post('/client/changeOP', { clientId: second, opId: op.adminId });
    expect(changed.code).toBe(0);
    expect(await client(second)).toMatchObject({ opId: op.adminId, opName: op.name });
  });

  it('a batch change gives every client the new BD and its name; a wrong id changes none', async () => {
    const [, second] = await bdPicker();
    for (const clientId of [1, 2, 3]) {
      const answer = await post('/client/changeBD', { clientId, bdId: second.adminId });
      expect(answer.code).toBe(0);
    }
    const list = await listOf(`/client/list?page=1&pageSize=200&bdId=${String(second.adminId)}`);
    const moved = list.filter((row) => [1, 2, 3].includes(Number(row.clientId)));
    expect(moved).toHaveLength(3);
    expect(moved.every((row) => row.bdName === second.name)).toBe(true);
  });

  it('a client created with a BD that is not a BD is refused', async () => {
    const op = (await staff()).find((member) => member.role === roleIds.OP)!;
    const created = await post('/client/add', { clientName: 'Nobody Ltd', bdId: op.adminId });
    expect(created.code).not.toBe(0);
  });
});

describe('credit scores', () => {
  const settings = () => listOf('/client/credit/score/settings?page=1&pageSize=100');
  const entries = (clientId: number) =>
    listOf(`/client/credit/score/clientScore?page=1&pageSize=200&clientId=${clientId}`);
  const sum = (rows: Row[]) => rows.reduce((total, row) => total + Number(row.score), 0);

  it('serves the settings: items with an id, a name and their points', async () => {
    const items = await settings();
    expect(items.length).toBeGreaterThan(2);
    for (const item of items) {
      expect(item).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
      expect(Number(item.minScore)).toBeLessThanOrEqual(Number(item.maxScore));
    }
    const orgItems = await listOf('/org/credit/score/settings?page=1&pageSize=100');
    expect(orgItems.length).toBeGreaterThan(2);
  });

  it("a client's seeded score is 60 plus its entries", async () => {
    for (const clientId of [1, 2, 3, 4]) {
      expect((await client(clientId)).creditScore).toBe(60 + sum(await entries(clientId)));
    }
  });

  it('an add and a delete recompute the score, clamped to 0–100', async () => {
    const items = await settings();
    const other = items.find((item) => Number(item.minScore) < 0 && Number(item.maxScore) > 0)!;
    const before = Number((await client(9)).creditScore);
    const added = await post('/client/credit/score/addClientScore', {
      clientId: 9,
      scoreItem: other.id,
      score: -7,
      remark: 'late twice',
    });
    expect(added.code).toBe(0);
    expect((await client(9)).creditScore).toBe(Math.max(0, before - 7));
    const removed = await get(`/client/credit/score/deleteClientScore?id=${String(added.data.id)}`);
    expect(removed.code).toBe(0);
    expect((await client(9)).creditScore).toBe(before);
    for (let index = 0; index < 6; index += 1) {
      await post('/client/credit/score/addClientScore', {
        clientId: 9,
        scoreItem: other.id,
        score: other.maxScore,
      });
    }
    expect((await client(9)).creditScore).toBe(100);
  });

  it("refuses points outside the item's range and an unknown item", async () => {
    const items = await settings();
    const kept = (await entries(9)).length;
    const ranged = items.find((item) => item.minScore !== item.maxScore)!;
    const fixed = items.find((item) => item.minScore === item.maxScore)!;
    const over = await post('/client/credit/score/addClientScore', {
      clientId: 9,
      scoreItem: ranged.id,
      score: Number(ranged.maxScore) + 1,
    });
    expect(over).toMatchObject({
      code: 10603,
      msg: `Points: ${String(ranged.name)} gives ${String(ranged.minScore)} to ${String(ranged.maxScore)} points`,
    });
    const notFixed = await post('/client/credit/score/addClientScore', {
      clientId: 9,
      scoreItem: fixed.id,
      score: Number(fixed.minScore) + 1,
    });
    expect(notFixed.code).toBe(10604);
    const unknown = await post('/client/credit/score/addClientScore', {
      clientId: 9,
      scoreItem: 999,
      score: 1,
    });
    expect(unknown.code).toBe(10602);
    expect(await entries(9)).toHaveLength(kept);
  });

  it("an org's entry changes the org's score", async () => {
    const [item] = await listOf('/org/credit/score/settings?page=1&pageSize=100');
    const before = Number((await get('/org2/detail?orgId=4')).data.creditScore);
    const added = await post('/org/credit/score/addOrgScore', {
      orgId: 4,
      scoreItem: item.id,
      score: item.minScore,
    });
    expect(added.code).toBe(0);
    const after = Number((await get('/org2/detail?orgId=4')).data.creditScore);
    expect(after).toBe(Math.min(100, Math.max(0, before + Number(item.minScore))));
  });
});

describe('org VIP purchase', () => {
  const prices = () => listOf('/org2/vipPriceList?page=1&pageSize=100');

  it('serves the price list: level, name, price as text, currency, months', async () => {
    const levels = await prices();
    expect(levels.length).toBeGreaterThan(1);
    for (const level of levels) {
      expect(level).toMatchObject({
        vipLevel: expect.any(Number),
        vipName: expect.any(String),
        price: expect.stringMatching(/^\d+(\.\d+)?$/),
        currency: expect.any(String),
        months: expect.any(Number),
      });
    }
  });

  it('records the level and its expiry; a renewal extends it; an unknown level is refused', async () => {
    const [, level] = await prices();
    // A reseller whose wallet pays for two (issue #38: the price is taken from the wallet).
    const usd = (org: Row) =>
      Number((org.wallets as Row[]).find((wallet) => wallet.currency === level.currency)?.balance);
    const active = (await listOf('/org2/list?page=1&pageSize=100&status=2')).find(
      (org) => org.orgId !== 1 && usd(org) >= 2 * Number(level.price),
    )!;
    const orgId = Number(active.orgId);
    await post('/org2/buyVip', { orgId, vipLevel: level.vipLevel });
    const bought = (await get(`/org2/detail?orgId=${orgId}`)).data;
    const now = Date.now() / 1000;
    expect(bought.vipLevel).toBe(level.vipLevel);
    const months = Number(level.months);
    const firstExpiry = Number(bought.vipExpireTime);
    expect(firstExpiry).toBeGreaterThan(now + (months * 28 - 1) * 86400);
    expect(firstExpiry).toBeLessThan(now + (months * 31 + 1) * 86400);
    const renewed = await post('/org2/buyVip', { orgId, vipLevel: level.vipLevel });
    expect(renewed.code).toBe(0);
    expect(Number(renewed.data.vipExpireTime)).toBeGreaterThan(firstExpiry + months * 27 * 86400);
    const unknown = await post('/org2/buyVip', { orgId, vipLevel: 99 });
    expect(unknown.code).toBe(10602);
    expect((await get(`/org2/detail?orgId=${orgId}`)).data.vipLevel).toBe(level.vipLevel);
  });

  it('is refused to a BD, and on a reseller not in business', async () => {
    const [level] = await prices();
    const pending = (await listOf('/org2/list?page=1&pageSize=100&status=1'))[0];
    const refused = await post('/org2/buyVip', { orgId: pending.orgId, vipLevel: level.vipLevel });
    expect(refused.code).toBe(10011);
    token = await loginAs('bd');
    const active = (await listOf('/org2/list?page=1&pageSize=100&status=2'))[0];
    const denied = await post('/org2/buyVip', { orgId: active.orgId, vipLevel: level.vipLevel });
    expect(denied.code).toBe(10015);
  });
});

describe('exchange-rate records', () => {
  it("are added to a client and deleted, and only the client's are listed", async () => {
    const list = () => listOf('/client/exchange_rate/list?page=1&pageSize=200&clientId=9');
    const before = (await list()).length;
    const added = await post('/client/exchange_rate/add', {
      clientId: 9,
      currency: 'CNY',
      rate: '7.1234',
      effectiveDate: '2026-01-01',
    });
    expect(added.code).toBe(0);
    expect(await list()).toHaveLength(before + 1);
    expect((await list()).every((row) => row.clientId === 9)).toBe(true);
    expect((await get(`/client/exchange_rate/delete?id=${String(added.data.id)}`)).code).toBe(0);
    expect(await list()).toHaveLength(before);
  });
});

// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { collection } from '@demo-backend/engine/collections';
import { memoryPersistence } from '@demo-backend/persistence';
import { getStore } from '@demo-backend/store';
import type { Row } from '@demo-backend/db';
import { currencyDecimals } from '@/engine/currencies';
import { significantDecimals, subtract, toFraction } from '@/engine/decimal';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

/** The demo backend's rules for an operator's actions on an ad account (adsAccountRules.ts). */
setupDemoServer(memoryPersistence());

let token = '';
beforeEach(async () => {
  token = await loginAs('admin');
});

const send = (path: string, body?: object) =>
  call<Row>('main', path, body ? { method: 'POST', body, token } : { token });
const accounts = () => collection(getStore(), 'adsAccount');
const account = (where: (row: Row) => boolean) => accounts().find(where)!;
const withBalance = (row: Row) => Number(row.balance) > 0;

describe('ad account actions', () => {
  it('seeds every status of SPEC §4, on Facebook too', () => {
    const statuses = (rows: Row[]) => new Set(rows.map((row) => row.status));
    expect(statuses(accounts()).size).toBe(10);
    expect(statuses(accounts().filter((row) => row.platform === 'Facebook')).size).toBe(10);
  });

  it('refuses to close an account holding a balance; zeroes it out, then closes it', async () => {
    const live = account((row) => row.status === 1 && withBalance(row));
    const id = live.accountId;
    expect((await send(`/adsAccount/close?accountId=${id}`)).code).toBe(10851);
    expect(live.status).toBe(1);
    const client = collection(getStore(), 'client').find((row) => row.clientId === live.clientId)!;
    const walletOf = () =>
      (client.wallets as Row[]).find((wallet) => wallet.currency === live.currency)?.balance ?? 0;
    const before = toFraction(walletOf())!;
    const held = toFraction(live.balance)!;
    const zeroed = await send(`/adsAccount/zeroOut?accountId=${id}`);
    expect(zeroed.data).toMatchObject({ status: 10, balance: '0' });
    // What it held went back to its client's wallet of that currency, and the log says so.
    expect(subtract(subtract(toFraction(walletOf())!, before), held).n).toBe(0n);
    const [logged] = collection(getStore(), 'clientWalletLog');
    expect(logged).toMatchObject({
      clientId: live.clientId,
      changeType: 3,
      currency: live.currency,
    });
    // Zeroing out again: the account is closing already (its state); a live one with nothing in it.
    expect((await send(`/adsAccount/zeroOut?accountId=${id}`)).code).toBe(10011);
    const emptyLive = account((row) => row.status === 3 && row !== live);
    emptyLive.balance = '0.00';
    const nothing = await send(`/adsAccount/zeroOut?accountId=${String(emptyLive.accountId)}`);
    expect(nothing.code).toBe(10852);
    expect((await send(`/adsAccount/close?accountId=${id}`)).data).toMatchObject({ status: 2 });
    // A closed account is not closed, zeroed out or moved again.
    expect((await send(`/adsAccount/close?accountId=${id}`)).code).toBe(10011);
    expect((await send('/adsAccount/changeClient', { accountId: id, clientId: 1 })).code).toBe(
      10011,
    );
  });

  it('moves an account to another client and logs the move with the balance moved', async () => {
    const moved = account((row) => row.status === 1);
    const target = collection(getStore(), 'client').find(
      (row) => row.status === 2 && row.clientId !== moved.clientId,
    )!;
    const fromName = moved.clientName;
    const same = await send('/adsAccount/changeClient', {
      accountId: moved.accountId,
      clientId: moved.clientId,
    });
    expect(same.code).toBe(10853);
    const answer = await send('/adsAccount/changeClient', {
      accountId: moved.accountId,
      clientId: target.clientId,
      remark: 'Client merged',
    });
    expect(answer.data).toMatchObject({ clientId: target.clientId, clientName: target.clientName });
    const [log] = collection(getStore(), 'accountChangeByClient');
    expect(log).toMatchObject({
      mediaAccountId: moved.mediaAccountId,
      fromClientName: fromName,
      clientName: target.clientName,
      transferBalance: String(moved.balance),
      operatorName: expect.any(String),
      remark: 'Client merged',
    });
    const listed = await call<{ list: Row[] }>(
      'main',
      `/adsAccount/changeByClient?page=1&pageSize=20&mediaAccountId=${String(moved.mediaAccountId)}`,
      { token },
    );
    expect(listed.data.list[0]).toMatchObject({ fromClientName: fromName });
  });

  it('refuses a client not in business; moves to another media agent and logs it', async () => {
    const moved = account((row) => row.status === 8);
    const closedClient = collection(getStore(), 'client').find((row) => row.status === 5)!;
    const refused = await send('/adsAccount/changeClient', {
      accountId: moved.accountId,
      clientId: closedClient.clientId,
    });
    expect(refused.code).toBe(10854);
    const agent = collection(getStore(), 'mediaAgent').find(
      (row) => row.status === 1 && row.mediaAgentId !== moved.mediaAgentId,
    )!;
    const fromName = moved.mediaAgentName;
    const answer = await send('/adsAccount/changeMediaAgent', {
      accountId: moved.accountId,
      mediaAgentId: agent.mediaAgentId,
    });
    expect(answer.data).toMatchObject({ mediaAgentName: agent.mediaAgentName });
    expect(collection(getStore(), 'accountChangeByMediaAgent')[0]).toMatchObject({
      fromMediaAgentName: fromName,
      mediaAgentName: agent.mediaAgentName,
    });
  });

  it('authorises Facebook accounts one record each under the batch number; refuses others', async () => {
    const [first, second] = accounts().filter(
      (row) => row.platform === 'Facebook' && row.status === 1,
    );
    const closed = account((row) => row.platform === 'Facebook' && row.status === 2);
    const other = account((row) => row.platform !== 'Facebook' && row.status === 1);
    const authorise = (row: Row) =>
      send('/adsAccount/auth/add', {
        accountId: row.accountId,
        bmId: '123456789012',
        batchNo: '20261124101500-042',
      });
    for (const row of [first, second])
      expect((await authorise(row)).data).toMatchObject({ status: 8 });
    expect((await authorise(closed)).code).toBe(10011);
    expect((await authorise(other)).code).toBe(10011);
    const records = collection(getStore(), 'adsAccountAuth').filter(
      (row) => row.batchNo === '20261124101500-042',
    );
    expect(records.map((row) => row.mediaAccountId).sort()).toEqual(
      [first.mediaAccountId, second.mediaAccountId].sort(),
    );
    expect(records[0]).toMatchObject({ bmId: '123456789012', result: 1 });
    const badBm = await send('/adsAccount/auth/add', { accountId: first.accountId, bmId: 'x1' });
    expect(badBm.code).not.toBe(0);
  });
});

describe('the seeded warnings about ad accounts', () => {
  const overspends = (row: Row) =>
    toFraction(row.estimateOver)!.n * 100n > toFraction(row.estimateOver)!.d;

  it('flags an estimated overspend above 0.01 exactly on the overspend warnings', () => {
    const warnings = collection(getStore(), 'balanceWarn');
    expect(warnings.length).toBeGreaterThan(10);
    for (const row of warnings) {
      // system consumption − theoretical recharge, kept exactly
      const expected = subtract(
        toFraction(row.systemConsume)!,
        toFraction(row.theoreticalRecharge)!,
      );
      expect(toFraction(row.estimateOver), String(row.id)).toEqual(expected);
      expect(overspends(row), `warning ${String(row.id)}`).toBe(row.warnType === 3);
      for (const field of ['mediaBalance', 'systemBalance', 'systemConsume', 'theoreticalRecharge'])
        expect(significantDecimals(row[field])!).toBeLessThanOrEqual(
          currencyDecimals(String(row.currency)),
        );
    }
  });

  it('lists the violation accounts, and closed ones, in the block list with their client', () => {
    const blocked = collection(getStore(), 'blockAccount');
    const byId = new Map(accounts().map((row) => [row.mediaAccountId, row]));
    expect(blocked.length).toBeGreaterThan(0);
    for (const row of blocked) {
      const account = byId.get(row.mediaAccountId)!;
      expect([2, 6]).toContain(account.status);
      expect(row.clientId).toBe(account.clientId);
    }
    expect(blocked.some((row) => byId.get(row.mediaAccountId)!.status === 6)).toBe(true);
  });
});

describe('spend statistics', () => {
  it('count no more accounts that spent than accounts, in V1 and V2', async () => {
    for (const version of ['V1', 'V2']) {
      const answer = await call<{ list: Row[] }>(
        'main',
        `/adsAccount/consumeCount${version}?page=1&pageSize=100`,
        { token },
      );
      expect(answer.data.list.length).toBeGreaterThan(0);
      for (const row of answer.data.list) {
        expect(Number(row.spendAccountCount)).toBeLessThanOrEqual(Number(row.accountCount));
      }
    }
  });
});

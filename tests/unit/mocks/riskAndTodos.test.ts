// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { collection } from '@demo-backend/engine/collections';
import { getStore } from '@demo-backend/store';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

setupDemoServer();

interface Warning {
  id: number;
  title: string;
  read: number;
}
interface Page {
  list: { clientId: number; hangUp: number }[];
  total: number;
}

const popup = async (token: string) =>
  (await call<Warning[]>('main', '/risk/adminPopupRisk', { token })).data.map((w) => w.id);

describe('risk warnings in the demo backend (SPEC §7)', () => {
  it('pops up the unread warnings for a finance role; reading one takes it out for that reader only', async () => {
    const financier = await loginAs('financier');
    const cashier = await loginAs('cashier');
    const before = await popup(financier);
    expect(before.length).toBeGreaterThan(1);
    const details = await call<Warning>('main', `/risk/details?id=${before[0]}`, {
      token: financier,
    });
    expect(details.code).toBe(0);
    expect(details.data).toMatchObject({ id: before[0], read: 1 });
    expect(await popup(financier)).toEqual(before.slice(1));
    // Another reader still has it.
    expect(await popup(cashier)).toContain(before[0]);
    // Who read it is the backend's: the list does not tell.
    const list = await call<{ list: Record<string, unknown>[] }>('main', '/risk/list', {
      token: financier,
    });
    expect(list.data.list.length).toBe(collection(getStore(), 'riskWarning').length);
  });

  it('refuses the popup to roles it does not concern, and an unknown warning with its code', async () => {
    const admin = await loginAs('admin');
    expect((await call('main', '/risk/adminPopupRisk', { token: admin })).code).toBe(10882);
    expect((await call('main', '/risk/details?id=999', { token: admin })).code).toBe(10881);
    const bd = await loginAs('bd');
    expect((await call('main', '/risk/details?id=1', { token: bd })).code).toBe(10015);
  });
});

describe('to-do counts in the demo backend', () => {
  it('lists wallet warnings not hung up, counts them, and hanging one up moves it to the hung-up list', async () => {
    const token = await loginAs('financier');
    const open = async () =>
      (await call<Page>('main', '/client/clientWalletWarnList?pageSize=500', { token })).data;
    const hung = async () =>
      (await call<Page>('main', '/client/hangUpWalletWarnList?pageSize=500', { token })).data;
    const before = await open();
    const hungBefore = await hung();
    expect(before.list.every((row) => row.hangUp === 0)).toBe(true);
    expect(hungBefore.list.every((row) => row.hangUp === 1)).toBe(true);
    expect(before.total + hungBefore.total).toBe(collection(getStore(), 'walletWarn').length);
    const clientId = before.list[0].clientId;
    const done = await call('main', '/client/walletWarnHangUp', {
      method: 'POST',
      token,
      body: { clientId },
    });
    expect(done.code).toBe(0);
    expect((await open()).total).toBe(before.total - 1);
    expect((await hung()).list.map((row) => row.clientId)).toContain(clientId);
    const back = await call('main', `/client/delWalletWarnHangUp?clientId=${clientId}`, { token });
    expect(back.code).toBe(0);
    expect((await open()).total).toBe(before.total);
  });

  it('counts the abnormal accounts neither pending nor flagged, and one put pending leaves the count', async () => {
    const token = await loginAs('financier');
    const count = async () =>
      (
        await call<{ count: number }>('main', '/ads/account/wallet/log/to-do/count', {
          method: 'POST',
          token,
        })
      ).data.count;
    const rows = collection(getStore(), 'accountAbnormal');
    const waiting = rows.filter((row) => row.pending === 0 && row.consumeError === 0);
    expect(await count()).toBe(waiting.length);
    const done = await call('main', `/ads/account/wallet/log/to-do/pending?id=${waiting[0].id}`, {
      token,
    });
    expect(done.code).toBe(0);
    expect(await count()).toBe(waiting.length - 1);
    const bd = await loginAs('bd');
    expect(
      (await call('main', '/ads/account/wallet/log/to-do/count', { method: 'POST', token: bd }))
        .code,
    ).toBe(10015);
  });
});

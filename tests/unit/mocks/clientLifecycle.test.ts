// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Row } from '@demo-backend/db';
import { collection } from '@demo-backend/engine/collections';
import { getStore } from '@demo-backend/store';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

setupDemoServer();

const clients = () => collection(getStore(), 'client');
const clientIn = (status: number, extra: (row: Row) => boolean = () => true) =>
  clients().find((row) => row.status === status && extra(row))!;
const get = (token: string, path: string) => call('main', path, { token });
const post = (token: string, path: string, body: Row) =>
  call('main', path, { method: 'POST', token, body });

const newClient = {
  clientName: 'Northwind Trading Ltd.',
  clientType: 1,
  region: 'overseas',
  email: 'ads@northwind.example.com',
  payMode: 2,
  settlementCurrency: 'EUR',
  bdId: 103,
};

describe('a client’s life in the demo backend (SPEC §4)', () => {
  it('registers a client for review, empty, with the default wallets of SPEC §3', async () => {
    const token = await loginAs('admin');
    const answer = await post(token, '/client/add', newClient);
    expect(answer.code).toBe(0);
    const created = clients().find((row) => row.clientName === newClient.clientName)!;
    expect(created).toMatchObject({ status: 1, walletBalance: 0, adAccountCount: 0 });
    expect(created.wallets).toEqual(
      ['USD', 'ARS', 'NGN', 'EUR'].map((currency) => ({ currency, balance: 0, credit: 0 })),
    );
  });

  it('holds an edit of a client in business for review; confirming applies it', async () => {
    const token = await loginAs('admin');
    const client = clientIn(2);
    const email = client.email;
    const edit = await post(token, '/client/edit', {
      clientId: client.clientId,
      email: 'finance@changed.example.com',
      clientName: client.clientName,
    });
    expect(edit.code).toBe(0);
    expect(client).toMatchObject({ status: 3, email });
    expect(client.changeInfo).toEqual({ email: 'finance@changed.example.com' });
    // A second edit waits for the reviewer: the state no longer allows one.
    expect((await post(token, '/client/edit', { clientId: client.clientId })).code).toBe(10011);

    const confirm = await get(token, `/client/confirmClientChange?clientId=${client.clientId}`);
    expect(confirm.code).toBe(0);
    expect(client).toMatchObject({ status: 2, email: 'finance@changed.example.com' });
    expect(client.changeInfo).toBeUndefined();
  });

  it('drops a refused change, which needs a reason', async () => {
    const token = await loginAs('admin');
    const client = clientIn(3);
    const before = client.email;
    const refuse = (reason: string) =>
      post(token, '/client/refuseClientChange', { clientId: client.clientId, reason });
    expect((await refuse('')).code).toBe(10008);
    expect(client.status).toBe(3);
    expect((await refuse('资料不全')).code).toBe(0);
    expect(client).toMatchObject({ status: 2, email: before });
    expect(client.changeInfo).toBeUndefined();
  });

  it('refuses to edit a terminated or liquidated client, and to delete one with money', async () => {
    const token = await loginAs('admin');
    for (const status of [5, 7]) {
      const client = clientIn(status);
      const answer = await post(token, '/client/edit', { clientId: client.clientId, code: 'X1' });
      expect(answer.code).toBe(10011);
      expect(client.code).not.toBe('X1');
    }
    const inBusiness = clientIn(2);
    expect((await get(token, `/client/remove?clientId=${inBusiness.clientId}`)).code).toBe(10011);
    const accounts = collection(getStore(), 'adsAccount');
    const liquidatedWithAccounts = clientIn(7, (row) =>
      accounts.some((account) => account.clientId === row.clientId),
    );
    const answer = await get(token, `/client/remove?clientId=${liquidatedWithAccounts.clientId}`);
    expect(answer.code).toBe(10611);
    expect(clients()).toContain(liquidatedWithAccounts);
  });

  it('terminates, refunds through the refunds’ review and liquidates a client', async () => {
    const admin = await loginAs('admin');
    const client = clientIn(2, (row) => Number(row.walletBalance) > 0);
    const id = client.clientId;
    expect((await get(admin, `/client/toBeTerminate?clientId=${id}`)).code).toBe(0);
    expect((await get(admin, `/client/confirmTerminate?clientId=${id}`)).code).toBe(0);
    expect(client.status).toBe(5);

    const financier = await loginAs('financier');
    expect((await get(financier, `/client/refund?clientId=${id}`)).code).toBe(0);
    expect(client.status).toBe(6);
    const refunds = collection(getStore(), 'clientRefund').filter(
      (row) => row.clientId === id && row.status === 0,
    );
    const fromWallet = refunds.find((row) => row.refundFrom === 1)!;
    expect(fromWallet).toMatchObject({ amount: client.walletBalance, status: 0 });

    const cashier = await loginAs('cashier');
    // The cashier pays out, finance approves first.
    expect((await post(cashier, '/client/refund/approve', { id: fromWallet.id })).code).toBe(10015);
    for (const refund of refunds) {
      expect((await post(financier, '/client/refund/approve', { id: refund.id })).code).toBe(0);
      expect((await post(cashier, '/client/refund/confirm', { id: refund.id })).code).toBe(0);
    }
    expect(client).toMatchObject({ status: 7, walletBalance: 0, reserveFund: 0 });
    expect((client.wallets as Row[]).every((wallet) => wallet.balance === 0)).toBe(true);
    // A liquidated client is not changed: not even its BD.
    const changeBd = await post(admin, '/client/changeBD', { clientId: id, bdId: 103 });
    expect(changeBd.code).toBe(10011);

    expect((await get(admin, `/client/reborn?clientId=${id}`)).code).toBe(0);
    expect(client.status).toBe(1);
  });

  it('seeds an open refund for a client whose refund is processing, which liquidates it', async () => {
    const financier = await loginAs('financier');
    const client = clientIn(6);
    const open = collection(getStore(), 'clientRefund').filter(
      (row) => row.clientId === client.clientId && row.status === 0,
    );
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ amount: client.walletBalance, refundFrom: 1 });
    for (const step of ['approve', 'confirm']) {
      const answer = await post(financier, `/client/refund/${step}`, { id: open[0].id });
      expect(answer.code).toBe(0);
    }
    expect(client).toMatchObject({ status: 7, walletBalance: 0 });
  });

  it('takes a terminated reseller with a rejected refund back to terminated', async () => {
    const admin = await loginAs('admin');
    const org = collection(getStore(), 'org').find(
      (row) => row.status === 5 && Number(row.walletBalance) > 0,
    )!;
    expect((await get(admin, `/org2/refund?orgId=${org.orgId}`)).code).toBe(0);
    expect(org.status).toBe(6);
    const refunds = collection(getStore(), 'orgRefund').filter(
      (row) => row.orgId === org.orgId && row.status === 0,
    );
    for (const refund of refunds) {
      const answer = await post(admin, '/org/refund/reject', {
        id: refund.id,
        rejectReason: '账户信息有误',
      });
      expect(answer.code).toBe(0);
    }
    expect(org.status).toBe(5);
    expect(org.walletBalance).not.toBe(0);
  });
});

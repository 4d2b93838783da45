import { describe, expect, it } from 'vitest';
import type { Row } from '@/mocks/db';
import { collection } from '@/mocks/engine/collections';
import { advanceDeposit } from '@/mocks/engine/usdtDeposits';
import { getStore } from '@/mocks/store';
import { add, exactText, toFraction } from '@/engine/decimal';
import { RESELLER_ORG as RESELLER } from '@/mocks/seed/orgs';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

setupDemoServer();

const RESELLER_ORG = RESELLER.orgId;

const post = (token: string, path: string, body: Row) =>
  call<Row>('main', path, { method: 'POST', token, body });
const detail = (token: string, id: unknown) =>
  call<Row>('main', `/orgFinance/walletPay/detail?id=${String(id)}`, { token });
const org = () =>
  collection(getStore(), 'org').find((row) => String(row.orgId) === String(RESELLER_ORG))!;
const usdWallet = () => (org().wallets as Row[]).find((wallet) => wallet.currency === 'USD')!;
const ownAccount = () =>
  collection(getStore(), 'financeOrgBalance').find(
    (row) => String(row.orgId) === String(RESELLER_ORG) && row.currency === 'USD',
  );

describe('USDT top-ups in the demo backend (SPEC §5, §9)', () => {
  it('gives a USDT top-up a TRC20 address valid 30 minutes, then confirms and credits it once', async () => {
    const token = await loginAs('reseller');
    const before = { org: String(org().walletBalance), wallet: String(usdWallet().balance) };
    const accountBefore = ownAccount() && String(ownAccount()!.walletBalance);
    const created = await post(token, '/orgFinance/walletPay/add', {
      currency: 'USDT',
      payMethod: 3,
      network: 'TRC20',
      amount: '50.5',
    });
    expect(created.code).toBe(0);
    const record = created.data;
    expect(record).toMatchObject({ status: 0, confirmations: 0, orgId: RESELLER_ORG });
    expect(String(record.depositAddress)).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const now = Math.floor(Date.now() / 1000);
    expect(Number(record.expireTime) - now).toBeGreaterThan(29 * 60);
    expect(Number(record.expireTime) - now).toBeLessThanOrEqual(30 * 60);

    const seen = [];
    for (let read = 0; read < 5; read += 1) {
      const { data } = await detail(token, record.id);
      seen.push([data.confirmations, data.status]);
    }
    expect(seen).toEqual([
      [10, 0],
      [20, 0],
      [25, 1],
      [25, 1],
      [25, 1],
    ]);
    // Credited once, 1:1 into the dollar wallet, in exact decimals.
    const plus = (text: string) => exactText(add(toFraction(text)!, toFraction('50.5')!));
    expect(String(org().walletBalance)).toBe(plus(before.org));
    expect(String(usdWallet().balance)).toBe(plus(before.wallet));
    expect(accountBefore).toBeDefined();
    expect(String(ownAccount()!.walletBalance)).toBe(plus(accountBefore!));
  });

  it('gives a dollar top-up no address and leaves it awaiting the transfer', async () => {
    const token = await loginAs('reseller');
    const created = await post(token, '/orgFinance/walletPay/add', {
      currency: 'USD',
      payMethod: 1,
      transferTax: 2,
      amount: '300',
    });
    expect(created.code).toBe(0);
    expect(created.data.depositAddress).toBeUndefined();
    const { data } = await detail(token, created.data.id);
    expect(data).toMatchObject({ status: 0 });
  });

  it('refuses a top-up below 300 USD or 1 USDT', async () => {
    const token = await loginAs('reseller');
    const usd = await post(token, '/orgFinance/walletPay/add', {
      currency: 'USD',
      payMethod: 1,
      transferTax: 1,
      amount: '299.99',
    });
    const usdt = await post(token, '/orgFinance/walletPay/add', {
      currency: 'USDT',
      payMethod: 3,
      network: 'TRC20',
      amount: '0.5',
    });
    expect(usd.code).not.toBe(0);
    expect(usdt.code).not.toBe(0);
  });

  it('expires a deposit nobody paid within its 30 minutes, crediting nothing', () => {
    const db = getStore();
    const balance = org().walletBalance;
    const deposit: Row = {
      id: 1,
      orgId: RESELLER_ORG,
      currency: 'USDT',
      amount: '10',
      status: 0,
      confirmations: 0,
      expireTime: 1000,
    };
    advanceDeposit(deposit, db, 1000 + 1);
    expect(deposit.status).toBe(3);
    advanceDeposit(deposit, db, 1000 + 2);
    expect(deposit).toMatchObject({ status: 3, confirmations: 0 });
    expect(org().walletBalance).toBe(balance);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Row } from '@demo-backend/db';
import { collection } from '@demo-backend/engine/collections';
import { advanceDeposit } from '@demo-backend/engine/usdtDeposits';
import { getStore } from '@demo-backend/store';
import { add, exactText, toFraction } from '@/engine/decimal';
import { RESELLER_ORG as RESELLER } from '@demo-backend/seed/orgs';
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
/** The reseller's own account in dollars, as its overview answers it. */
async function ownAccount(token: string) {
  const { data } = await call<{ list: Row[] }>('main', '/orgFinance/account?pageSize=50', {
    token,
  });
  return data.list.filter((row) => row.currency === 'USD');
}

describe('USDT top-ups in the demo backend (SPEC §5, §9)', () => {
  it('gives a USDT top-up a TRC20 address valid 30 minutes, then confirms and credits it once', async () => {
    const token = await loginAs('reseller');
    const before = { org: String(org().walletBalance), wallet: String(usdWallet().balance) };
    const [accountBefore] = await ownAccount(token);
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
    // Nothing before its transfer is seen: a new deposit has no confirmations (issue 39).
    expect(seen).toEqual([
      [0, 0],
      [10, 0],
      [20, 0],
      [25, 1],
      [25, 1],
    ]);
    // Credited once, 1:1 into the dollar wallet, in exact decimals.
    const plus = (text: string) => exactText(add(toFraction(text)!, toFraction('50.5')!));
    expect(String(org().walletBalance)).toBe(plus(before.org));
    expect(String(usdWallet().balance)).toBe(plus(before.wallet));
    // The own account shows dollars once, with the new balance.
    const after = await ownAccount(token);
    expect(after).toHaveLength(1);
    expect(String(after[0].walletBalance)).toBe(plus(String(accountBefore.walletBalance)));
    // The wallet log says so.
    const [logged] = collection(getStore(), 'orgWalletLog').filter(
      (row) => String(row.orgId) === String(RESELLER_ORG),
    );
    expect(logged).toMatchObject({ changeType: 1, currency: 'USD' });
    expect(String(logged.amount)).toBe('50.5');
  });

  it('makes a dollar top-up a payment finance confirms and receives, crediting what the fees leave', async () => {
    const token = await loginAs('reseller');
    const before = String(usdWallet().balance);
    const created = await post(token, '/orgFinance/walletPay/add', {
      currency: 'USD',
      payMethod: 1,
      transferTax: 2,
      amount: '300',
    });
    expect(created.code).toBe(0);
    expect(created.data.depositAddress).toBeUndefined();
    expect(created.data.network).toBeUndefined();
    const topUp = created.data;
    expect((await detail(token, topUp.id)).data).toMatchObject({ status: 0 });

    const payment = collection(getStore(), 'financePayment')[0];
    expect(payment).toMatchObject({ paymentSn: topUp.rechargeSn, orgId: RESELLER_ORG, status: 0 });
    expect(String(payment.amount)).toBe('300');
    const financier = await loginAs('financier');
    const cashier = await loginAs('cashier');
    // Received only once confirmed, and by the finance roles.
    expect((await post(cashier, '/finance/payment/receive', { id: payment.id })).code).not.toBe(0);
    expect((await post(financier, '/finance/payment/confirm', { id: payment.id })).code).toBe(0);
    expect(String(usdWallet().balance)).toBe(before);
    expect((await post(cashier, '/finance/payment/receive', { id: payment.id })).code).toBe(0);
    // 300 less 0.2 % exchange loss (0.60) and 6.72 % tax (20.16): 279.24, exactly.
    const expected = exactText(add(toFraction(before)!, toFraction('279.24')!));
    expect(String(usdWallet().balance)).toBe(expected);
    expect((await detail(token, topUp.id)).data).toMatchObject({ status: 1 });
  });

  it('fails a dollar top-up whose payment finance rejects, crediting nothing', async () => {
    const token = await loginAs('reseller');
    const before = String(usdWallet().balance);
    const created = await post(token, '/orgFinance/walletPay/add', {
      currency: 'USD',
      payMethod: 2,
      amount: '1000',
    });
    const payment = collection(getStore(), 'financePayment')[0];
    const financier = await loginAs('financier');
    const rejected = await post(financier, '/finance/payment/reject', {
      id: payment.id,
      reason: 'No transfer arrived',
    });
    expect(rejected.code).toBe(0);
    expect((await detail(token, created.data.id)).data).toMatchObject({ status: 2 });
    expect(String(usdWallet().balance)).toBe(before);
  });

  it('credits a reseller’s own payment to its wallet once received', async () => {
    const token = await loginAs('reseller');
    const before = String(usdWallet().balance);
    const registered = await post(token, '/orgFinance/payment/add', {
      amount: '120.35',
      currency: 'USD',
      payTime: Math.floor(Date.now() / 1000),
      bankName: 'HSBC Hong Kong',
      receipt: 'https://files.example.com/receipt.png',
    });
    expect(registered.code).toBe(0);
    expect(registered.data).toMatchObject({ status: 0, orgId: RESELLER_ORG });
    const financier = await loginAs('financier');
    for (const step of ['confirm', 'receive']) {
      const answer = await post(financier, `/finance/payment/${step}`, { id: registered.data.id });
      expect(answer.code).toBe(0);
    }
    expect(String(usdWallet().balance)).toBe(
      exactText(add(toFraction(before)!, toFraction('120.35')!)),
    );
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
    // USDT lands in the dollar wallet in cents: more decimals are refused, not rounded away.
    const fine = await post(token, '/orgFinance/walletPay/add', {
      currency: 'USDT',
      payMethod: 3,
      network: 'TRC20',
      amount: '12.345',
    });
    expect(usd.code).not.toBe(0);
    expect(usdt.code).not.toBe(0);
    expect(fine.code).not.toBe(0);
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

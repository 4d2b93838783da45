// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Row } from '@demo-backend/db';
import { collection } from '@demo-backend/engine/collections';
import { MAIN_ORG, RESELLER_ORG } from '@demo-backend/seed/orgs';
import { getStore } from '@demo-backend/store';
import { books, expectNoMovement, expectOneMovement } from './books';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

/**
 * Issue #38: each money action, through the demo backend's handlers, moves one wallet of the
 * right holder and currency by the exact amount, with one log line; the books agree after it.
 * (Rebates and refunds: moneyActionsMore.test.ts.)
 */
setupDemoServer();

const rows = (entity: string) => collection(getStore(), entity);
const post = (token: string, path: string, body: Row) =>
  call<Row>('main', path, { method: 'POST', token, body });
const get = (token: string, path: string) => call<Row>('main', path, { token });
const negative = (amount: unknown) => `-${String(amount)}`;
const usdOf = (holder: Row) =>
  Number((holder.wallets as Row[]).find((wallet) => wallet.currency === 'USD')?.balance ?? 0);

describe('a top-up credited', () => {
  it('in USDT: once its deposit is confirmed, the reseller’s dollar wallet', async () => {
    const reseller = await loginAs('reseller');
    const before = books();
    const created = await post(reseller, '/orgFinance/walletPay/add', {
      currency: 'USDT',
      payMethod: 3,
      network: 'TRC20',
      amount: '50.5',
    });
    expect(created.code).toBe(0);
    for (let read = 0; read < 4; read += 1) {
      await get(reseller, `/orgFinance/walletPay/detail?id=${String(created.data.id)}`);
    }
    const movement = { kind: 'org', holderId: RESELLER_ORG.orgId, currency: 'USD' } as const;
    expectOneMovement(before, books(), { ...movement, amount: '50.5', changeType: 1 });
  });

  it('in dollars by bank transfer: once finance receives it, what its fees leave', async () => {
    const reseller = await loginAs('reseller');
    const before = books();
    const created = await post(reseller, '/orgFinance/walletPay/add', {
      currency: 'USD',
      payMethod: 1,
      transferTax: 1,
      amount: '300',
    });
    const payment = rows('financePayment').find((row) => row.rechargeId === created.data.id)!;
    expect(payment).toMatchObject({ payerType: 2, orgId: RESELLER_ORG.orgId, clientId: null });
    const financier = await loginAs('financier');
    expect((await post(financier, '/finance/payment/confirm', { id: payment.id })).code).toBe(0);
    expectNoMovement(before, books());
    expect((await post(financier, '/finance/payment/receive', { id: payment.id })).code).toBe(0);
    const movement = { kind: 'org', holderId: RESELLER_ORG.orgId, currency: 'USD' } as const;
    // 300 less 0.2 % exchange loss and 1.1 % tax.
    expectOneMovement(before, books(), { ...movement, amount: '296.10', changeType: 1 });
  });
});

describe('a payment received', () => {
  /** Confirms and receives a payment at `base` (the financier, then the cashier). */
  async function collect(base: string, id: unknown) {
    const [financier, cashier] = [await loginAs('financier'), await loginAs('cashier')];
    expect((await post(financier, `${base}/confirm`, { id })).code).toBe(0);
    expect((await post(cashier, `${base}/receive`, { id })).code).toBe(0);
    // Once: a second receipt is refused and moves nothing.
    const after = books();
    expect((await post(cashier, `${base}/receive`, { id })).code).toBe(10011);
    expectNoMovement(after, books());
  }

  it('registered for a client on /client/payment: the client’s wallet of its currency', async () => {
    const client = rows('client').find((row) => row.status === 2)!;
    const bd = await loginAs('bd');
    const before = books();
    const added = await post(bd, '/client/payment/add', {
      clientId: client.clientId,
      amount: '1234.56',
      currency: 'GBP',
      payTime: 1767225600,
      bank: 'HSBC Hong Kong',
      receipt: 'https://files.example.com/receipt.png',
    });
    expect(added.code).toBe(0);
    await collect('/client/payment', added.data.id);
    const movement = { kind: 'client', holderId: client.clientId, currency: 'GBP' } as const;
    expectOneMovement(before, books(), { ...movement, amount: '1234.56', changeType: 1 });
  });

  it('of a client on /finance/payment: that client’s wallet, no reseller’s', async () => {
    const payment = rows('financePayment').find((row) => row.payerType === 1 && row.status === 0)!;
    const before = books();
    await collect('/finance/payment', payment.id);
    expectOneMovement(before, books(), {
      kind: 'client',
      holderId: payment.clientId,
      currency: String(payment.currency),
      amount: String(payment.amount),
      changeType: 1,
    });
  });

  it.each(['/finance/payment', '/org/payment'])(
    'of a reseller on %s: the reseller’s wallet of its currency, no client’s',
    async (base) => {
      const payment = rows('financePayment').find(
        (row) => row.payerType === 2 && row.status === 0 && row.rechargeId === undefined,
      )!;
      const before = books();
      await collect(base, payment.id);
      expectOneMovement(before, books(), {
        kind: 'org',
        holderId: payment.orgId,
        currency: String(payment.currency),
        amount: String(payment.amount),
        changeType: 1,
      });
    },
  );

  it('refuses to receive a payment whose payer is not there, and moves nothing', async () => {
    const payment = rows('financePayment').find((row) => row.payerType === 2 && row.status === 0)!;
    Object.assign(payment, { status: 1, orgId: 987654 });
    const before = books();
    const refused = await post(await loginAs('cashier'), '/finance/payment/receive', {
      id: payment.id,
    });
    expect(refused).toMatchObject({ code: 10752 });
    expect(refused.msg).toContain(String(payment.paymentSn));
    expect(payment.status).toBe(1);
    expectNoMovement(before, books());
  });
});

describe('a VIP bought', () => {
  const levels = () => rows('orgVipPrice');

  it('takes its price from the reseller’s wallet of the price’s currency, logged as a purchase', async () => {
    const org = rows('org').find((row) => row.orgId === RESELLER_ORG.orgId)!;
    const [vip1] = levels();
    expect(usdOf(org)).toBeGreaterThan(Number(vip1.price));
    const before = books();
    const bought = await post(await loginAs('admin'), '/org2/buyVip', {
      orgId: org.orgId,
      vipLevel: vip1.vipLevel,
    });
    expect(bought.code).toBe(0);
    expect(bought.data.vipLevel).toBe(vip1.vipLevel);
    expectOneMovement(before, books(), {
      kind: 'org',
      holderId: org.orgId,
      currency: String(vip1.currency),
      amount: negative(vip1.price),
      changeType: 7,
    });
  });

  it('is refused, with what it costs and what the wallet holds, when the wallet does not cover it', async () => {
    const vip3 = levels()[2];
    const org = rows('org').find(
      (row) => row.status === 2 && row.orgId !== MAIN_ORG.orgId && usdOf(row) < Number(vip3.price),
    )!;
    const before = books();
    const level = org.vipLevel;
    const refused = await post(await loginAs('financier'), '/org2/buyVip', {
      orgId: org.orgId,
      vipLevel: vip3.vipLevel,
    });
    expect(refused.code).toBe(10751);
    expect(refused.msg).toBe(
      `VIP3 costs USD 9999.00, more than the ${usdOf(org).toFixed(2)} in the USD wallet`,
    );
    expect(org.vipLevel).toBe(level);
    expectNoMovement(before, books());
  });

  it('is never sold to organisation 1, the platform itself', async () => {
    const platform = rows('org').find((row) => row.orgId === MAIN_ORG.orgId)!;
    expect(platform.status).toBe(2);
    const before = books();
    const refused = await post(await loginAs('admin'), '/org2/buyVip', {
      orgId: MAIN_ORG.orgId,
      vipLevel: levels()[0].vipLevel,
    });
    expect(refused.code).toBe(10011);
    expectNoMovement(before, books());
  });
});

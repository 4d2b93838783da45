// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { add, exactText, toFraction } from '@/engine/decimal';
import type { Row } from '@demo-backend/db';
import { collection } from '@demo-backend/engine/collections';
import { getStore } from '@demo-backend/store';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

setupDemoServer();

const rows = (entity: string) => collection(getStore(), entity);
const post = (token: string, path: string, body: Row) =>
  call('main', path, { method: 'POST', token, body });
const sum = (values: readonly unknown[]) =>
  exactText(
    values.reduce<ReturnType<typeof toFraction>>((t, v) => add(t!, toFraction(v)!), toFraction(0))!,
  );
const same = (a: unknown, b: unknown) => {
  const [x, y] = [toFraction(a), toFraction(b)];
  return !!x && !!y && x.n === y.n && x.d === y.d;
};
const walletOf = (client: Row, currency: string) =>
  (client.wallets as Row[]).find((wallet) => wallet.currency === currency);

/** A client in business, settling in USD, and a payment registered for it. */
async function registeredPayment(amount: string, currency = 'USD') {
  const client = rows('client').find(
    (row) => row.status === 2 && row.settlementCurrency === 'USD',
  )!;
  const bd = await loginAs('bd');
  const answer = await post(bd, '/client/payment/add', {
    clientId: client.clientId,
    amount,
    currency,
    payTime: 1767225600,
    bank: 'HSBC Hong Kong',
    receipt: 'https://files.example.com/receipt.png',
    status: 2,
  });
  expect(answer.code).toBe(0);
  const payment = rows('clientPayment')[0];
  expect(same(payment.amount, amount)).toBe(true);
  return { client, payment };
}

describe('client payments through their collection status (SPEC §4)', () => {
  it('registers a payment waiting for confirmation, whatever the request says', async () => {
    const { client, payment } = await registeredPayment('1234.56');
    expect(payment).toMatchObject({ status: 0, clientId: client.clientId, orgId: client.orgId });
    expect(rows('clientPayment')[0]).toBe(payment);
  });

  it('refuses an amount of 0, too many decimals, an unknown client and a missing receipt', async () => {
    const bd = await loginAs('bd');
    const client = rows('client').find((row) => row.status === 2)!;
    const base = {
      clientId: client.clientId,
      amount: '10',
      currency: 'USD',
      payTime: 1767225600,
      bank: 'HSBC',
      receipt: 'https://files.example.com/r.png',
    };
    expect((await post(bd, '/client/payment/add', { ...base, amount: '0' })).code).toBe(10012);
    expect((await post(bd, '/client/payment/add', { ...base, amount: '' })).code).toBe(10012);
    expect((await post(bd, '/client/payment/add', { ...base, amount: '1.234' })).code).toBe(10031);
    expect((await post(bd, '/client/payment/add', { ...base, clientId: 999999 })).code).toBe(10602);
    expect((await post(bd, '/client/payment/add', { ...base, receipt: '' })).code).toBe(10008);
  });

  it('is confirmed by the financier and received by the cashier, crediting the wallet exactly once', async () => {
    const { client, payment } = await registeredPayment('100.10');
    const balance = client.walletBalance;
    const usd = walletOf(client, 'USD')!.balance;
    const [bd, financier, cashier] = [
      await loginAs('bd'),
      await loginAs('financier'),
      await loginAs('cashier'),
    ];
    // Neither BD nor the cashier confirms; nothing is received before confirmation.
    expect((await post(bd, '/client/payment/confirm', { id: payment.id })).code).toBe(10015);
    expect((await post(cashier, '/client/payment/confirm', { id: payment.id })).code).toBe(10015);
    expect((await post(financier, '/client/payment/receive', { id: payment.id })).code).toBe(10011);
    expect(client.walletBalance).toBe(balance);

    expect((await post(financier, '/client/payment/confirm', { id: payment.id })).code).toBe(0);
    expect(payment.status).toBe(1);
    expect((await post(cashier, '/client/payment/receive', { id: payment.id })).code).toBe(0);
    expect(payment.status).toBe(2);
    expect(same(client.walletBalance, sum([balance, '100.10']))).toBe(true);
    expect(same(walletOf(client, 'USD')!.balance, sum([usd, '100.10']))).toBe(true);

    // Received once: a second receipt is refused and credits nothing.
    expect((await post(cashier, '/client/payment/receive', { id: payment.id })).code).toBe(10011);
    expect(same(client.walletBalance, sum([balance, '100.10']))).toBe(true);
  });

  it('credits the wallet of a currency the client has none in, not the settlement balance', async () => {
    const { client, payment } = await registeredPayment('0.000001', 'USDT');
    const balance = client.walletBalance;
    expect(walletOf(client, 'USDT')).toBeUndefined();
    const financier = await loginAs('financier');
    await post(financier, '/client/payment/confirm', { id: payment.id });
    expect((await post(financier, '/client/payment/receive', { id: payment.id })).code).toBe(0);
    expect(walletOf(client, 'USDT')).toEqual({ currency: 'USDT', balance: 0.000001, credit: 0 });
    expect(client.walletBalance).toBe(balance);
  });

  it('is rejected by the financier with a reason only, before it is received', async () => {
    const { client, payment } = await registeredPayment('55.00');
    const balance = client.walletBalance;
    const [financier, cashier] = [await loginAs('financier'), await loginAs('cashier')];
    expect(
      (await post(cashier, '/client/payment/reject', { id: payment.id, reason: 'x' })).code,
    ).toBe(10015);
    expect(
      (await post(financier, '/client/payment/reject', { id: payment.id, reason: '' })).code,
    ).toBe(10008);
    expect(payment.status).toBe(0);
    expect(
      (await post(financier, '/client/payment/reject', { id: payment.id, reason: '凭证不清晰' }))
        .code,
    ).toBe(0);
    expect(payment).toMatchObject({ status: 3, reason: '凭证不清晰' });
    expect((await post(financier, '/client/payment/confirm', { id: payment.id })).code).toBe(10011);
    expect(client.walletBalance).toBe(balance);
  });
});

/** A client's bills and a reseller's: the same progress under their own paths and rights. */
const billKinds = [
  { bills: 'clientBill', base: '/client/bill' },
  { bills: 'orgBill', base: '/org/bill' },
] as const;

describe.each(billKinds)('$bills through its progress (SPEC §4, §5)', ({ bills: entity, base }) => {
  const billIn = (status: number) => rows(entity).find((row) => row.status === status)!;

  it('seeds bills whose lines per ad account add up to their amount and rebate', () => {
    const bills = rows(entity);
    expect(new Set(bills.map((bill) => bill.status))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    for (const bill of bills) {
      const lines = bill.lines as Row[];
      expect(lines.length).toBeGreaterThan(0);
      expect(toFraction(sum(lines.map((line) => line.amount)))).toEqual(toFraction(bill.amount));
      expect(toFraction(sum(lines.map((line) => line.rebate)))).toEqual(
        toFraction(bill.rebateAmount),
      );
      for (const line of lines) {
        expect(line.currency).toBe(bill.currency);
        const expected = sum([line.spend, line.serviceFee, `-${String(line.rebate)}`]);
        expect(toFraction(line.amount)).toEqual(toFraction(expected));
      }
    }
  });

  it('seeds statement runs with the count and total of the bills each made', () => {
    const bills = rows(entity);
    for (const group of rows(`${entity}Group`)) {
      const made = bills.filter((bill) => bill.billGroupId === group.id);
      expect(made.length).toBeGreaterThan(0);
      expect(group.billCount).toBe(made.length);
      expect(made.every((bill) => bill.currency === group.currency)).toBe(true);
      expect(made.every((bill) => bill.month === group.month)).toBe(true);
      expect(same(group.totalAmount, sum(made.map((bill) => bill.amount)))).toBe(true);
    }
  });

  it('moves a bill through the six stages, each step by its role only', async () => {
    const bill = billIn(0);
    const id = bill.id;
    const [op, financier, cashier, admin, bd] = await Promise.all(
      ['op', 'financier', 'cashier', 'admin', 'bd'].map((name) => loginAs(name)),
    );
    const steps: [string, string, string[], number][] = [
      ['opConfirm', op, ['financier', 'cashier', 'bd'], 1],
      ['financeConfirm', financier, ['op', 'cashier'], 2],
      ['initiatePayment', cashier, ['op', 'bd'], 3],
      ['confirmPayment', financier, ['op', 'bd'], 4],
      ['lock', admin, ['financier', 'cashier', 'op'], 5],
    ];
    const tokens: Record<string, string> = { op, financier, cashier, admin, bd };
    for (const [path, token, refused, status] of steps) {
      for (const other of refused) {
        expect((await post(tokens[other], `${base}/${path}`, { id })).code).toBe(10015);
      }
      // A later step is refused before this one.
      if (status < 5) expect((await post(admin, `${base}/lock`, { id })).code).toBe(10011);
      expect((await post(token, `${base}/${path}`, { id })).code).toBe(0);
      expect(bill.status).toBe(status);
    }
    // Each step is in the bill's history, in order.
    const history = rows('actionLog')
      .filter((entry) => entry.targetType === entity && entry.targetId === String(id))
      .map((entry) => entry.action);
    expect(history).toEqual(
      expect.arrayContaining([
        'opConfirm',
        'financeConfirm',
        'initiatePayment',
        'confirmBillPayment',
        'lockBill',
      ]),
    );
  });

  it('deducts a bill before finance confirms it, and refuses a deduction on a confirmed bill', async () => {
    const financier = await loginAs('financier');
    const open = billIn(1);
    const deduct = (bill: Row, amount: string) =>
      post(financier, `${base}/deduct`, {
        id: bill.id,
        deductAmount: amount,
        deductRemark: '少计服务费',
      });
    expect((await deduct(open, '0')).code).toBe(10012);
    expect((await deduct(open, '12.50')).code).toBe(0);
    expect(open.deductAmount).toBe(12.5);
    for (const status of [2, 3, 4, 5]) {
      const confirmed = billIn(status);
      expect((await deduct(confirmed, '12.50')).code).toBe(10011);
      expect(confirmed.deductAmount).toBeNull();
    }
    expect(
      (
        await post(await loginAs('cashier'), `${base}/deduct`, {
          id: open.id,
          deductAmount: '1',
        })
      ).code,
    ).toBe(10015);
  });

  it('refuses a reduction of effective consumption that is not negative', async () => {
    const op = await loginAs('op');
    const bill = billIn(0);
    const correct = (body: Row) => post(op, `${base}/correct`, { id: bill.id, ...body });
    expect((await correct({ correctionType: 1, reduceAmount: '30.00' })).code).toBe(10503);
    expect((await correct({ correctionType: 1, reduceAmount: '0' })).code).toBe(10012);
    expect((await correct({ correctionType: 1 })).code).toBe(10012);
    expect(bill.reduceAmount).toBeNull();
    expect((await correct({ correctionType: 1, reduceAmount: '-30.00' })).code).toBe(0);
    expect(bill).toMatchObject({ correctionType: 1, reduceAmount: -30 });
    expect((await correct({ correctionType: 2, increaseAmount: '-5' })).code).toBe(10502);
    expect((await correct({ correctionType: 2, increaseAmount: '5' })).code).toBe(0);
    expect(bill).toMatchObject({ correctionType: 2, increaseAmount: 5, reduceAmount: null });
    const confirmed = billIn(2);
    const late = await post(op, `${base}/correct`, {
      id: confirmed.id,
      correctionType: 1,
      reduceAmount: '-1',
    });
    expect(late.code).toBe(10011);
  });
});

describe('a reseller’s own bills (/orgFinance/bill)', () => {
  it('are its reseller bills, with their stage and lines, and nobody else’s', async () => {
    const token = await loginAs('reseller');
    const answer = await call<{ list: Row[] }>('main', '/orgFinance/bill?page=1&pageSize=100', {
      token,
    });
    expect(answer.code).toBe(0);
    const own = rows('orgBill').filter((bill) => bill.orgId === 2);
    expect(own.length).toBeGreaterThan(0);
    expect(answer.data.list.map((bill) => bill.id).sort()).toEqual(
      own.map((bill) => bill.id).sort(),
    );
    expect(answer.data.list.find((bill) => bill.id === own[0].id)).toMatchObject({
      status: own[0].status,
      lines: own[0].lines,
    });
    // Read only: no step is taken from the reseller's side.
    expect((await post(token, '/org/bill/opConfirm', { id: own[0].id })).code).not.toBe(0);
  });
});

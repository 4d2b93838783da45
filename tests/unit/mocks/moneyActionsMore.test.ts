// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { add, exactText, toFraction } from '@/engine/decimal';
import type { Row } from '@demo-backend/db';
import { collection } from '@demo-backend/engine/collections';
import { getStore } from '@demo-backend/store';
import { books, expectNoMovement, expectOneMovement, ledgers } from './books';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

/**
 * Issue #38, continued (moneyActions.test.ts): rebates, refunds, bills and ad accounts, each
 * through the demo backend's handlers, checked against the books before and after.
 */
setupDemoServer();

const rows = (entity: string) => collection(getStore(), entity);
const post = (token: string, path: string, body: Row) =>
  call<Row>('main', path, { method: 'POST', token, body });
const negative = (amount: unknown) => `-${String(amount)}`;
const holderOf = (kind: 'client' | 'org', record: Row) => {
  const ledger = ledgers.find((l) => l.kind === kind)!;
  return rows(ledger.holders).find((row) => row[ledger.idField] === record[ledger.idField]);
};

/** A confirmed rebate of an existing client, and its amount as the rebate list answers it. */
async function confirmedRebate(token: string) {
  const rebate = rows('clientRebate').find((row) => row.status === 1 && holderOf('client', row))!;
  const listed = await call<{ list: Row[] }>(
    'main',
    `/client/rebate?page=1&pageSize=10&id=${String(rebate.id)}`,
    { token },
  );
  const [row] = listed.data.list;
  expect(row.id).toBe(rebate.id);
  return { rebate, amount: String(row.rebateAmount) };
}

describe('a rebate transferred', () => {
  it('into prepayment: its client’s wallet of its currency, by the rebate', async () => {
    const financier = await loginAs('financier');
    const { rebate, amount } = await confirmedRebate(financier);
    const before = books();
    const body = { id: rebate.id, transferType: 1 };
    expect((await post(financier, '/client/rebate/transfer', body)).code).toBe(0);
    expectOneMovement(before, books(), {
      kind: 'client',
      holderId: rebate.clientId,
      currency: String(rebate.currency),
      amount,
      changeType: 4,
    });
  });

  it('offsetting a bill: the bill falls by the rebate, exactly, and no wallet moves', async () => {
    const financier = await loginAs('financier');
    const { rebate, amount } = await confirmedRebate(financier);
    const bill = rows('clientBill')[0];
    const due = exactText(add(toFraction(amount)!, toFraction('100.25')!))!;
    Object.assign(bill, {
      clientId: rebate.clientId,
      currency: rebate.currency,
      amount: due,
      rebateAmount: 0,
      status: 0,
    });
    const before = books();
    const body = { id: rebate.id, transferType: 3, offsetBillId: bill.id };
    expect((await post(financier, '/client/rebate/transfer', body)).code).toBe(0);
    expect(exactText(toFraction(bill.amount)!)).toBe('100.25');
    expect(exactText(toFraction(bill.rebateAmount)!)).toBe(exactText(toFraction(amount)!));
    expectNoMovement(before, books());
  });
});

describe('a refund paid', () => {
  it('debits its holder’s wallet once it is confirmed paid, not before', async () => {
    const client = rows('client').find(
      (row) =>
        row.status === 2 && row.settlementCurrency === 'USD' && Number(row.walletBalance) > 500,
    )!;
    const [financier, cashier] = [await loginAs('financier'), await loginAs('cashier')];
    const before = books();
    const applied = await post(financier, '/client/refund/apply', {
      clientId: client.clientId,
      refundCurrency: 'USD',
      refundAmount: '200.10',
      refundBank: 'HSBC Hong Kong',
      refundReason: 'Budget cut for Q4',
    });
    expect(applied.code).toBe(0);
    const refund = rows('clientRefund')[0];
    expect((await post(financier, '/client/refund/approve', { id: refund.id })).code).toBe(0);
    expectNoMovement(before, books());
    expect((await post(cashier, '/client/refund/confirm', { id: refund.id })).code).toBe(0);
    expectOneMovement(before, books(), {
      kind: 'client',
      holderId: client.clientId,
      currency: 'USD',
      amount: '-200.10',
      changeType: 5,
    });
  });
});

describe.each([
  { kind: 'client', bills: 'clientBill', base: '/client/bill' },
  { kind: 'org', bills: 'orgBill', base: '/org/bill' },
] as const)('a $bills paid', ({ kind, bills, base }) => {
  it('pays what it is due from its holder’s wallet of its currency, once its payment is confirmed', async () => {
    const bill = rows(bills).find((row) => row.status === 3 && holderOf(kind, row))!;
    const cashier = await loginAs('cashier');
    const before = books();
    expect((await post(cashier, `${base}/confirmPayment`, { id: bill.id })).code).toBe(0);
    expect(bill.status).toBe(4);
    const ledger = ledgers.find((l) => l.kind === kind)!;
    expectOneMovement(before, books(), {
      kind,
      holderId: bill[ledger.idField],
      currency: String(bill.currency),
      amount: negative(bill.amount),
      changeType: 8,
    });
    // Paid once: the step is behind it.
    const after = books();
    expect((await post(cashier, `${base}/confirmPayment`, { id: bill.id })).code).toBe(10011);
    expectNoMovement(after, books());
  });
});

describe('an ad account zeroed out', () => {
  it('returns what it held to its client’s wallet of its currency', async () => {
    const account = rows('adsAccount').find(
      (row) => row.status === 1 && Number(row.balance) > 0 && holderOf('client', row),
    )!;
    const held = String(account.balance);
    const before = books();
    const admin = await loginAs('admin');
    const answer = await call(
      'main',
      `/adsAccount/zeroOut?accountId=${String(account.accountId)}`,
      {
        token: admin,
      },
    );
    expect(answer.code).toBe(0);
    expectOneMovement(before, books(), {
      kind: 'client',
      holderId: account.clientId,
      currency: String(account.currency),
      amount: held,
      changeType: 3,
    });
  });
});

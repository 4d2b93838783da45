// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Row } from '@demo-backend/db';
import { collection } from '@demo-backend/engine/collections';
import { getStore } from '@demo-backend/store';
import { RESELLER_ORG } from '@demo-backend/seed/orgs';
import { add, exactText, toFraction } from '@/engine/decimal';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

setupDemoServer();

const org = () =>
  collection(getStore(), 'org').find((row) => String(row.orgId) === String(RESELLER_ORG.orgId))!;
const usdBalance = () =>
  String((org().wallets as Row[]).find((wallet) => wallet.currency === 'USD')!.balance);
const walletLog = () =>
  collection(getStore(), 'orgWalletLog').filter(
    (row) => String(row.orgId) === String(RESELLER_ORG.orgId),
  );

/** The return page's call, without a session, as the public page may send it. */
const returnState = (query: string) => call<Row>('main', `/pay/return?${query}`);

async function cardTopUp(amount: string): Promise<Row> {
  const token = await loginAs('reseller');
  const created = await call<Row>('main', '/orgFinance/walletPay/add', {
    method: 'POST',
    token,
    body: { currency: 'USD', payMethod: 4, amount },
  });
  expect(created.code).toBe(0);
  return created.data;
}

/** The return address's query, from the `payUrl` the create call answered. */
function returnQuery(topUp: Row): URLSearchParams {
  const url = new URL(String(topUp.payUrl), 'http://localhost');
  expect(url.pathname).toBe('/pay/return');
  return url.searchParams;
}

describe('card top-ups in the demo backend (SPEC §2 return page)', () => {
  it('answers a return address, then settles once: pending, paid and credited, never again', async () => {
    const before = usdBalance();
    const logBefore = walletLog().length;
    const topUp = await cardTopUp('300');
    expect(topUp).toMatchObject({ status: 0, payMethod: 4 });
    const params = returnQuery(topUp);
    expect(params.get('orderSn')).toBe(topUp.rechargeSn);
    expect(params.get('paymentId')).toMatch(/^cp_[a-z0-9]{20}$/);
    // No payment for finance to confirm: the provider settles it.
    expect(
      collection(getStore(), 'financePayment').some((row) => row.paymentSn === topUp.rechargeSn),
    ).toBe(false);

    const query = `orderSn=${params.get('orderSn')}&paymentId=${params.get('paymentId')}`;
    const first = await returnState(query);
    expect(first).toMatchObject({ code: 0, data: { orderSn: topUp.rechargeSn, status: 0 } });
    expect(String(first.data.amount)).toBe('300');
    expect(usdBalance()).toBe(before);

    const states = [];
    for (let look = 0; look < 3; look += 1) states.push((await returnState(query)).data.status);
    expect(states).toEqual([1, 1, 1]);
    // 300 less the online payment's 0.5 % (1.50) and 3 % (9.00): 289.50, credited once.
    expect(usdBalance()).toBe(exactText(add(toFraction(before)!, toFraction('289.5')!)));
    expect(walletLog()).toHaveLength(logBefore + 1);
    expect(walletLog()[0]).toMatchObject({ changeType: 1, currency: 'USD' });
    expect(String(walletLog()[0].amount)).toBe('289.5');
    const record = collection(getStore(), 'orgFinanceRecharge').find((row) => row.id === topUp.id);
    expect(record).toMatchObject({ status: 1 });
  });

  it('fails a top-up the demo card declines (above its limit), crediting nothing', async () => {
    const before = usdBalance();
    const topUp = await cardTopUp('10000.01');
    const params = returnQuery(topUp);
    const query = `orderSn=${params.get('orderSn')}&paymentId=${params.get('paymentId')}`;
    expect((await returnState(query)).data.status).toBe(0);
    expect((await returnState(query)).data.status).toBe(2);
    expect(usdBalance()).toBe(before);
  });

  it('answers only when the number and the payment id match, and says what is missing', async () => {
    const topUp = await cardTopUp('500');
    const params = returnQuery(topUp);
    const wrongId = await returnState(`orderSn=${params.get('orderSn')}&paymentId=cp_other`);
    expect(wrongId.code).toBe(10009);
    const otherTopUp = await returnState(`orderSn=TU00000001&paymentId=${params.get('paymentId')}`);
    expect(otherTopUp.code).toBe(10009);
    const missing = await returnState(`orderSn=${params.get('orderSn')}`);
    expect(missing).toMatchObject({ code: 10008, msg: 'paymentId cannot be empty' });
  });
});

// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { baseUrls, headers } from '@/data/contract';
import type { Row } from '@demo-backend/db';
import { collection } from '@demo-backend/engine/collections';
import { getStore } from '@demo-backend/store';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

/** Rebates transferred, refunds applied for in business, wallet logs exported (issue #19). */
setupDemoServer();

const rows = (entity: string) => collection(getStore(), entity);
const post = (token: string, path: string, body: Row) =>
  call('main', path, { method: 'POST', token, body });

/** Whose money: a client's or a reseller's records, and the paths under which they move. */
const holders = [
  { holders: 'client', idField: 'clientId', nameField: 'clientName', base: '/client' },
  { holders: 'org', idField: 'orgId', nameField: 'orgName', base: '/org' },
] as const;
type HolderKind = (typeof holders)[number];

/** A client (or reseller) in business whose wallet of its settlement currency holds `balance`. */
function clientWith(balance: string, kind: HolderKind = holders[0]): Row {
  const client = rows(kind.holders).find((row) => row.status === 2)!;
  const currency = String(client.settlementCurrency);
  client.walletBalance = balance;
  client.wallets = [
    { currency: 'ARS', balance: 0, credit: 0 },
    { currency, balance, credit: 0 },
  ];
  return client;
}

const walletOf = (client: Row, currency: unknown) =>
  (client.wallets as Row[]).find((wallet) => wallet.currency === currency);
const logsOf = (client: Row, kind: HolderKind = holders[0]) =>
  rows(`${kind.holders}WalletLog`).filter((row) => row[kind.idField] === client[kind.idField]);

/**
 * A confirmed rebate of the client, in its settlement currency, worth `rebateAmount`: its spend at
 * a rate of 100 % (its amount is spend × rate, whatever is stored beside them).
 */
function rebateOf(client: Row, rebateAmount: string): Row {
  const rebate = rows('clientRebate')[0];
  Object.assign(rebate, {
    clientId: client.clientId,
    clientName: client.clientName,
    currency: client.settlementCurrency,
    spendAmount: rebateAmount,
    rebateRate: 100,
    status: 1,
  });
  return rebate;
}

/** An open bill (account period in progress) of the client. */
function billOf(client: Row, amount: string, status = 0): Row {
  const bill = rows('clientBill').find((row) => row.id !== undefined)!;
  Object.assign(bill, {
    clientId: client.clientId,
    currency: client.settlementCurrency,
    amount,
    rebateAmount: '0',
    status,
  });
  return bill;
}

describe('a rebate’s transfer types and their effect on the balances (SPEC §3)', () => {
  it('into prepayment: the wallet of its currency grows by the rebate, and the log says so', async () => {
    const client = clientWith('1000.10');
    const rebate = rebateOf(client, '123.45');
    const financier = await loginAs('financier');
    const answer = await post(financier, '/client/rebate/transfer', {
      id: rebate.id,
      transferType: 1,
    });
    expect(answer.code).toBe(0);
    expect(rebate).toMatchObject({ status: 2, transferType: 1 });
    expect(walletOf(client, client.settlementCurrency)?.balance).toBe(1123.55);
    expect(client.walletBalance).toBe(1123.55);
    expect(logsOf(client)[0]).toMatchObject({
      changeType: 4,
      amount: 123.45,
      balanceAfter: 1123.55,
      currency: client.settlementCurrency,
    });
    // Settled: it is not transferred twice.
    const again = await post(financier, '/client/rebate/transfer', {
      id: rebate.id,
      transferType: 1,
    });
    expect(again.code).toBe(10011);
    expect(client.walletBalance).toBe(1123.55);
  });

  it('withdrawn: paid out, marked withdrawn, and no balance or bill changes', async () => {
    const client = clientWith('1000.10');
    const rebate = rebateOf(client, '123.45');
    const logs = logsOf(client).length;
    const wallets = structuredClone(client.wallets);
    const answer = await post(await loginAs('admin'), '/client/rebate/transfer', {
      id: rebate.id,
      transferType: 2,
    });
    expect(answer.code).toBe(0);
    expect(rebate).toMatchObject({ status: 2, transferType: 2 });
    expect(client.walletBalance).toBe('1000.10');
    expect(client.wallets).toEqual(wallets);
    expect(logsOf(client)).toHaveLength(logs);
  });

  it('offsetting a bill: the bill’s amount due shrinks by the rebate, exactly', async () => {
    const client = clientWith('1000.10');
    const rebate = rebateOf(client, '0.30');
    const bill = billOf(client, '100.10');
    const financier = await loginAs('financier');
    const answer = await post(financier, '/client/rebate/transfer', {
      id: rebate.id,
      transferType: 3,
      offsetBillId: bill.id,
    });
    expect(answer.code).toBe(0);
    expect(rebate).toMatchObject({ status: 2, transferType: 3 });
    expect(bill).toMatchObject({ amount: 99.8, rebateAmount: 0.3, rebateType: 3 });
    expect(client.walletBalance).toBe('1000.10');
  });

  it('refuses a bill it cannot offset, and changes nothing', async () => {
    const client = clientWith('1000.10');
    const rebate = rebateOf(client, '200.00');
    const bill = billOf(client, '100.10');
    const financier = await loginAs('financier');
    const transfer = (body: Row) =>
      post(financier, '/client/rebate/transfer', { id: rebate.id, transferType: 3, ...body });

    expect((await transfer({})).code).toBe(10008);
    expect(await transfer({ offsetBillId: bill.id })).toMatchObject({ code: 10742 });
    rebate.spendAmount = '10.00';
    bill.status = 5; // locked
    expect((await transfer({ offsetBillId: bill.id })).code).toBe(10741);
    bill.status = 0;
    bill.clientId = Number(client.clientId) + 100000;
    expect((await transfer({ offsetBillId: bill.id })).code).toBe(10741);
    expect(rebate.status).toBe(1);
    expect(bill.amount).toBe('100.10');
  });

  it('is the financier’s (and admins’), not the cashier’s', async () => {
    const rebate = rebateOf(clientWith('10.00'), '1.00');
    const answer = await post(await loginAs('cashier'), '/client/rebate/transfer', {
      id: rebate.id,
      transferType: 2,
    });
    expect(answer.code).toBe(10015);
    expect(rebate.status).toBe(1);
  });
});

describe.each(holders)('a refund applied for on a $holders in business', (kind) => {
  it('opens a refund for review; paying it out debits the wallet, and the holder stays', async () => {
    const client = clientWith('500.25', kind);
    const currency = client.settlementCurrency;
    const financier = await loginAs('financier');
    const apply = (amount: string) =>
      post(financier, `${kind.base}/refund/apply`, {
        [kind.idField]: client[kind.idField],
        refundCurrency: currency,
        refundAmount: amount,
        refundBank: 'HSBC Hong Kong',
        refundReason: 'Budget cut for Q4',
      });
    expect((await apply('200.10')).code).toBe(0);
    const refund = rows(`${kind.holders}Refund`)[0];
    expect(refund).toMatchObject({
      [kind.idField]: client[kind.idField],
      amount: 200.1,
      currency,
      refundFrom: 1,
      status: 0,
      bankName: 'HSBC Hong Kong',
      reason: 'Budget cut for Q4',
    });
    // What is applied for is held back: 300.15 is left to apply for.
    const tooMuch = await apply('300.20');
    expect(tooMuch.code).toBe(10743);
    expect(tooMuch.msg).toContain('300.15');
    expect(client.walletBalance).toBe('500.25');

    expect((await post(financier, `${kind.base}/refund/approve`, { id: refund.id })).code).toBe(0);
    const cashier = await loginAs('cashier');
    expect((await post(cashier, `${kind.base}/refund/confirm`, { id: refund.id })).code).toBe(0);
    expect(refund.status).toBe(2);
    expect(client).toMatchObject({ status: 2, walletBalance: 300.15 });
    expect(walletOf(client, currency)?.balance).toBe(300.15);
    expect(logsOf(client, kind)[0]).toMatchObject({
      changeType: 5,
      amount: -200.1,
      balanceAfter: 300.15,
    });
  });

  it('refuses a payout the wallet no longer holds, and a holder not in business', async () => {
    const client = clientWith('100.00', kind);
    const admin = await loginAs('admin');
    const body = {
      [kind.idField]: client[kind.idField],
      refundCurrency: client.settlementCurrency,
      refundAmount: '80.00',
      refundBank: 'HSBC',
      refundReason: 'Closing a market',
    };
    expect((await post(admin, `${kind.base}/refund/apply`, body)).code).toBe(0);
    const refund = rows(`${kind.holders}Refund`)[0];
    expect((await post(admin, `${kind.base}/refund/approve`, { id: refund.id })).code).toBe(0);
    // Spent on ad accounts since.
    client.walletBalance = '50.00';
    walletOf(client, client.settlementCurrency)!.balance = '50.00';
    expect((await post(admin, `${kind.base}/refund/confirm`, { id: refund.id })).code).toBe(10743);
    expect(refund.status).toBe(1);
    expect(client.walletBalance).toBe('50.00');

    client.status = 5;
    expect((await post(admin, `${kind.base}/refund/apply`, body)).code).toBe(10011);
  });
});

describe('a termination after a refund applied for', () => {
  it('is not refunded twice: a termination refunds only what no open application holds, and logs each payout', async () => {
    const client = clientWith('500.25');
    client.reserveFund = 0;
    const currency = client.settlementCurrency;
    const admin = await loginAs('admin');
    const get = (path: string) => call('main', path, { token: admin });
    const apply = {
      clientId: client.clientId,
      refundCurrency: currency,
      refundAmount: '200.10',
      refundBank: 'HSBC',
      refundReason: 'Budget cut',
    };
    expect((await post(admin, '/client/refund/apply', apply)).code).toBe(0);
    const applied = rows('clientRefund')[0];
    expect((await get(`/client/toBeTerminate?clientId=${client.clientId}`)).code).toBe(0);
    expect((await get(`/client/confirmTerminate?clientId=${client.clientId}`)).code).toBe(0);
    expect((await get(`/client/refund?clientId=${client.clientId}`)).code).toBe(0);
    const open = rows('clientRefund').filter(
      (row) => row.clientId === client.clientId && row.status === 0,
    );
    // The application stays as it was; the termination refunds the other 300.15.
    expect(open.map((row) => [row.amount, row.currency])).toEqual([
      [300.15, currency],
      [200.1, currency],
    ]);
    for (const refund of open) {
      expect((await post(admin, '/client/refund/approve', { id: refund.id })).code).toBe(0);
      expect((await post(admin, '/client/refund/confirm', { id: refund.id })).code).toBe(0);
    }
    expect(client).toMatchObject({ status: 7, walletBalance: 0 });
    expect(walletOf(client, currency)?.balance).toBe(0);
    expect(applied.status).toBe(2);
    // Every payout is in the wallet log, the liquidation's too.
    expect(
      logsOf(client)
        .slice(0, 2)
        .map((row) => [row.changeType, row.amount]),
    ).toEqual([
      [5, -200.1],
      [5, -300.15],
    ]);
  });
});

describe('a refund applied for by an owner', () => {
  it('is applied for by the client’s own BD, not by another BD member', async () => {
    const member = await loginAs('bdmember');
    const [own, other] = rows('client').filter((row) => row.status === 2);
    const apply = (client: Row) => {
      client.wallets = [{ currency: client.settlementCurrency, balance: '100.00', credit: 0 }];
      return post(member, '/client/refund/apply', {
        clientId: client.clientId,
        refundCurrency: client.settlementCurrency,
        refundAmount: '1.00',
        refundBank: 'HSBC',
        refundReason: 'Closing a market',
      });
    };
    own.bdId = 121; // bdmember's adminId
    other.bdId = 103;
    expect((await apply(own)).code).toBe(0);
    expect((await apply(other)).code).toBe(10015);
  });
});

describe('the wallet and reserve logs’ spreadsheet exports', () => {
  const download = async (path: string) => {
    const token = await loginAs('admin');
    const response = await fetch(`http://localhost${baseUrls.main}${path}`, {
      headers: { [headers.token]: headers.tokenValue(token) },
    });
    expect(response.headers.get('Content-Type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    return { response, sheet: workbook.worksheets[0] };
  };

  it('answers a client’s wallet log as an .xlsx of its rows only', async () => {
    const clientId = rows('clientWalletLog')[0].clientId;
    const expected = rows('clientWalletLog').filter((row) => row.clientId === clientId).length;
    const { response, sheet } = await download(
      `/client/account/wallet/exportExcel?clientId=${String(clientId)}`,
    );
    expect(response.headers.get('Content-Disposition')).toMatch(/clientWalletLog-\d{8}\.xlsx/);
    const header = sheet.getRow(1).values as unknown[];
    const column = header.indexOf('clientId');
    expect(column).toBeGreaterThan(0);
    expect(sheet.rowCount).toBe(expected + 1);
    for (let row = 2; row <= sheet.rowCount; row += 1) {
      expect(String(sheet.getRow(row).getCell(column).value)).toBe(String(clientId));
    }
  });

  it('answers the reserve logs and the reseller’s own logs too', async () => {
    for (const path of [
      '/client/account/balance/exportExcel',
      '/org/account/wallet/exportExcel',
      '/org/account/balance/exportExcel',
      '/orgFinance/walletLog/exportExcel',
      '/orgFinance/balanceLog/exportExcel',
    ]) {
      const { sheet } = await download(path);
      expect((sheet.getRow(1).values as unknown[]).includes('amount')).toBe(true);
    }
  });
});

describe.each(holders)('an invoice issued to a $holders (SPEC §3)', (kind) => {
  const invoice = (client: Row, extra: Row = {}) => ({
    [kind.idField]: client[kind.idField],
    invoiceNo: 'inv-2026-0001',
    productName: 'Google Ads media service',
    billToName: 'Northwind Trading Ltd.',
    totalValue: '1200.50',
    currency: 'USD',
    invoiceDate: 1790000000,
    ...extra,
  });

  it('is issued by finance under its own number, to a holder that exists', async () => {
    const client = rows(kind.holders)[0];
    const financier = await loginAs('financier');
    const answer = await post(financier, `${kind.base}/invoice/add`, invoice(client));
    expect(answer.code).toBe(0);
    expect(rows(`${kind.holders}Invoice`)[0]).toMatchObject({
      invoiceNo: 'INV-2026-0001',
      [kind.nameField]: client[kind.nameField],
      totalValue: 1200.5,
      currency: 'USD',
      status: 1,
    });
    const count = rows(`${kind.holders}Invoice`).length;
    expect((await post(financier, `${kind.base}/invoice/add`, invoice(client))).code).toBe(10010);
    const stranger = invoice(client, { [kind.idField]: 987654, invoiceNo: 'INV-2' });
    expect((await post(financier, `${kind.base}/invoice/add`, stranger)).code).toBe(10009);
    const zero = invoice(client, { invoiceNo: 'INV-3', totalValue: '0' });
    expect((await post(financier, `${kind.base}/invoice/add`, zero)).code).toBe(10012);
    const bd = await loginAs('bd');
    expect(
      (await post(bd, `${kind.base}/invoice/add`, invoice(client, { invoiceNo: 'INV-4' }))).code,
    ).toBe(10015);
    expect(rows(`${kind.holders}Invoice`)).toHaveLength(count);
  });
});

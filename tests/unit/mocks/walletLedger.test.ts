// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exactText, toFraction } from '@/engine/decimal';
import type { Row } from '@demo-backend/db';
import { collection } from '@demo-backend/engine/collections';
import { MAIN_ORG } from '@demo-backend/seed/orgs';
import { getStore } from '@demo-backend/store';
import { ledgerMismatches, ledgers } from './books';
import { setupDemoServer } from './server';

/** Issue #38: the seeded books agree, wallet by wallet, line by line. */
setupDemoServer();

const rows = (entity: string) => collection(getStore(), entity);

describe('the seeded wallets and their logs', () => {
  it('hold, for every wallet of every client and reseller, its opening 0 plus its log', () => {
    expect(ledgerMismatches()).toEqual([]);
  });

  it('have lines to add up: every wallet holding money shows how it came there', () => {
    for (const ledger of ledgers) {
      const funded = rows(ledger.holders).flatMap((holder) =>
        (holder.wallets as Row[])
          .filter((wallet) => Number(wallet.balance) !== 0)
          .map((wallet) => [holder[ledger.idField], wallet.currency]),
      );
      expect(funded.length).toBeGreaterThan(10);
      for (const [id, currency] of funded) {
        const lines = rows(ledger.log).filter(
          (line) => line[ledger.idField] === id && line.currency === currency,
        );
        expect(lines.length, `${ledger.kind} ${String(id)} ${String(currency)}`).toBeGreaterThan(0);
      }
    }
  });

  it('lists each log newest first, numbered in time', () => {
    for (const ledger of ledgers) {
      const log = rows(ledger.log);
      for (let i = 1; i < log.length; i += 1) {
        expect(Number(log[i - 1].createTime)).toBeGreaterThanOrEqual(Number(log[i].createTime));
        expect(Number(log[i - 1].id)).toBeGreaterThan(Number(log[i].id));
      }
    }
  });

  it('names the holder, the currency and the difference of a wallet that disagrees', () => {
    const client = rows('client').find(
      (row) =>
        row.status === 2 && row.settlementCurrency === 'USD' && Number(row.walletBalance) > 0,
    )!;
    const usd = (client.wallets as Row[]).find((wallet) => wallet.currency === 'USD')!;
    const held = String(usd.balance);
    usd.balance = '0';
    const sum = exactText(toFraction(held)!);
    const name = `client ${String(client.clientId)} (${String(client.clientName)})`;
    expect(ledgerMismatches()).toEqual([
      `${name}: wallet balance ${held} is not its USD wallet's 0`,
      `${name} USD: wallet 0, opening 0 + log ${sum}, difference -${sum}`,
    ]);
  });
});

describe('the seeded payments finance collects', () => {
  it('are each a client’s or a reseller’s own, named by its payer', () => {
    const clients = new Map(rows('client').map((row) => [row.clientId, row]));
    const orgs = new Map(rows('org').map((row) => [row.orgId, row]));
    const payments = rows('financePayment');
    const kinds = new Set(payments.map((payment) => payment.payerType));
    expect(kinds).toEqual(new Set([1, 2]));
    for (const payment of payments) {
      if (payment.payerType === 1) {
        const client = clients.get(payment.clientId)!;
        expect(payment).toMatchObject({
          payerName: client.clientName,
          orgId: client.orgId,
          clientName: client.clientName,
        });
      } else {
        const org = orgs.get(payment.orgId)!;
        expect(org.orgId).not.toBe(MAIN_ORG.orgId);
        expect(payment).toMatchObject({ payerName: org.orgName, clientId: null });
      }
    }
  });
});

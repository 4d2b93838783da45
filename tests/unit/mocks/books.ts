import { expect } from 'vitest';
import { add, exactText, subtract, toFraction, type Fraction } from '@/engine/decimal';
import type { Row } from '@demo-backend/db';
import { collection } from '@demo-backend/engine/collections';
import { getStore } from '@demo-backend/store';

/**
 * The demo's books: every client's and reseller's wallets and their wallet logs (issue #38).
 * Every wallet opens at 0, so its balance is the sum of its log's lines, and each line's balance
 * after it is the sum of the lines up to it.
 */
export const ledgers = [
  {
    kind: 'client',
    holders: 'client',
    idField: 'clientId',
    name: 'clientName',
    log: 'clientWalletLog',
  },
  { kind: 'org', holders: 'org', idField: 'orgId', name: 'orgName', log: 'orgWalletLog' },
] as const;
export type LedgerKind = (typeof ledgers)[number]['kind'];

const ZERO: Fraction = { n: 0n, d: 1n };
const amount = (value: unknown): Fraction => toFraction(value) ?? ZERO;
const text = (value: Fraction) => exactText(value) ?? String(value);
const same = (a: Fraction, b: Fraction) => subtract(a, b).n === 0n;
const rows = (entity: string) => collection(getStore(), entity);
const walletsOf = (holder: Row): Row[] => (Array.isArray(holder.wallets) ? holder.wallets : []);

/** Each wallet's balance by `kind:holderId:currency`. */
function balances(): Map<string, Fraction> {
  const found = new Map<string, Fraction>();
  for (const ledger of ledgers) {
    for (const holder of rows(ledger.holders)) {
      for (const wallet of walletsOf(holder)) {
        const key = `${ledger.kind}:${String(holder[ledger.idField])}:${String(wallet.currency)}`;
        found.set(key, amount(wallet.balance));
      }
    }
  }
  return found;
}

/**
 * Every difference between a wallet and its log, in words naming the holder, the currency and
 * the difference: a balance that is not its opening 0 plus its lines, a line whose balance after
 * it is not the lines' sum up to it, a wallet balance that is not its settlement currency's
 * wallet, a line of a holder that does not exist.
 */
export function ledgerMismatches(): string[] {
  const mismatches: string[] = [];
  for (const ledger of ledgers) {
    const holders = new Map(rows(ledger.holders).map((row) => [String(row[ledger.idField]), row]));
    const lines = new Map<string, Row[]>();
    for (const line of rows(ledger.log)) {
      const key = `${String(line[ledger.idField])}:${String(line.currency)}`;
      lines.set(key, [...(lines.get(key) ?? []), line]);
    }
    const named = (id: string) =>
      `${ledger.kind} ${id} (${String(holders.get(id)?.[ledger.name] ?? 'unknown')})`;
    for (const [id, holder] of holders) {
      const settled = walletsOf(holder).find((w) => w.currency === holder.settlementCurrency);
      if (settled && !same(amount(settled.balance), amount(holder.walletBalance))) {
        mismatches.push(
          `${named(id)}: wallet balance ${String(holder.walletBalance)} is not its ${String(holder.settlementCurrency)} wallet's ${String(settled.balance)}`,
        );
      }
      for (const wallet of walletsOf(holder)) {
        const own = lines.get(`${id}:${String(wallet.currency)}`) ?? [];
        const sum = own.reduce((total, line) => add(total, amount(line.amount)), ZERO);
        const difference = subtract(amount(wallet.balance), sum);
        if (difference.n !== 0n) {
          mismatches.push(
            `${named(id)} ${String(wallet.currency)}: wallet ${String(wallet.balance)}, opening 0 + log ${text(sum)}, difference ${text(difference)}`,
          );
        }
      }
    }
    for (const [key, own] of lines) {
      const [id, currency] = key.split(':');
      const holder = holders.get(id);
      if (!holder) mismatches.push(`${named(id)} ${currency}: ${own.length} log lines, no holder`);
      else if (!walletsOf(holder).some((wallet) => String(wallet.currency) === currency)) {
        mismatches.push(`${named(id)} ${currency}: ${own.length} log lines, no such wallet`);
      }
      let running = ZERO;
      for (const line of [...own].sort((a, b) => Number(a.id) - Number(b.id))) {
        running = add(running, amount(line.amount));
        if (!same(running, amount(line.balanceAfter))) {
          mismatches.push(
            `${named(id)} ${currency}: line ${String(line.id)} says ${String(line.balanceAfter)} after it, its lines add up to ${text(running)}, difference ${text(subtract(amount(line.balanceAfter), running))}`,
          );
        }
      }
    }
  }
  return mismatches;
}

/** What the books hold now: each wallet's balance, and how many lines each log has. */
export function books() {
  return {
    balances: balances(),
    lines: Object.fromEntries(ledgers.map((l) => [l.kind, rows(l.log).length])) as Record<
      LedgerKind,
      number
    >,
  };
}
export type Books = ReturnType<typeof books>;

export interface Movement {
  kind: LedgerKind;
  holderId: unknown;
  currency: string;
  /** The exact change, as decimal text ('-999.00'). */
  amount: string;
  changeType: number;
}

/** The wallets whose balance differs between two looks at the books, with the change. */
export function changedWallets(before: Books, after: Books): Record<string, string> {
  const keys = new Set([...before.balances.keys(), ...after.balances.keys()]);
  const changed: Record<string, string> = {};
  for (const key of keys) {
    const change = subtract(after.balances.get(key) ?? ZERO, before.balances.get(key) ?? ZERO);
    if (change.n !== 0n) changed[key] = text(change);
  }
  return changed;
}

/**
 * Checks that exactly one wallet moved, the holder's of that currency, by exactly the amount,
 * with exactly one new line in its log (the newest, saying so), nothing else, and that the books
 * still agree.
 */
export function expectOneMovement(before: Books, after: Books, movement: Movement) {
  const key = `${movement.kind}:${String(movement.holderId)}:${movement.currency}`;
  expect(changedWallets(before, after)).toEqual({ [key]: text(amount(movement.amount)) });
  const added = { client: 0, org: 0, [movement.kind]: 1 };
  expect({
    client: after.lines.client - before.lines.client,
    org: after.lines.org - before.lines.org,
  }).toEqual(added);
  const ledger = ledgers.find((l) => l.kind === movement.kind)!;
  const newest = rows(ledger.log)[0];
  expect(String(newest[ledger.idField])).toBe(String(movement.holderId));
  expect(newest.currency).toBe(movement.currency);
  expect(newest.changeType).toBe(movement.changeType);
  expect(text(amount(newest.amount))).toBe(text(amount(movement.amount)));
  expect(text(amount(newest.balanceAfter))).toBe(text(after.balances.get(key)!));
  expect(ledgerMismatches()).toEqual([]);
}

/** Checks that no wallet and no log moved, and that the books still agree. */
export function expectNoMovement(before: Books, after: Books) {
  expect(changedWallets(before, after)).toEqual({});
  expect(after.lines).toEqual(before.lines);
  expect(ledgerMismatches()).toEqual([]);
}

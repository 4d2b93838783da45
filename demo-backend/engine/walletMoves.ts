import { add, exactText, toFraction, type Fraction } from '@/demoBackendSurface';
import { walletChangeCode } from '../../schemas/clientWalletLog';
import type { DemoDb, Row } from '../db';
import { collection, nextId } from './collections';
import { storedDecimal } from './computed';

/**
 * Whose money moves, and where its records are: a client's or a reseller's wallet, its wallet
 * log, its bills and its refunds (the collections are named after the holder).
 */
export interface Ledger {
  idField: 'clientId' | 'orgId';
  holders: 'client' | 'org';
  walletLog: 'clientWalletLog' | 'orgWalletLog';
  bills: 'clientBill' | 'orgBill';
  refunds: 'clientRefund' | 'orgRefund';
  /** The holder's fields its records copy (a client's org too). */
  carried: readonly string[];
}

export const clientLedger: Ledger = {
  idField: 'clientId',
  holders: 'client',
  walletLog: 'clientWalletLog',
  bills: 'clientBill',
  refunds: 'clientRefund',
  carried: ['clientId', 'clientName', 'orgId', 'orgName'],
};

export const orgLedger: Ledger = {
  idField: 'orgId',
  holders: 'org',
  walletLog: 'orgWalletLog',
  bills: 'orgBill',
  refunds: 'orgRefund',
  carried: ['orgId', 'orgName'],
};

/**
 * Wallet movements the demo writes (`walletChangeType`): a top-up or payment received, an ad
 * account's balance returned when it is zeroed out, a rebate credited, a refund paid, a VIP
 * bought, a bill paid.
 */
export const walletChange = walletChangeCode;

const ZERO: Fraction = { n: 0n, d: 1n };
export const amountOf = (value: unknown): Fraction => toFraction(value) ?? ZERO;
/** An exact amount as the demo stores money: a number where it is exact, else decimal text. */
export const storedAmount = (value: Fraction) => storedDecimal(exactText(value) ?? '0');

/** The fields of its holder a record copies. */
export const carriedOf = (ledger: Ledger, holder: Row): Row =>
  Object.fromEntries(ledger.carried.map((name) => [name, holder[name]]));

/** The holder of a record (a rebate's or refund's client), or undefined. */
export function holderOf(ledger: Ledger, record: Row, db: DemoDb): Row | undefined {
  const id = String(record[ledger.idField]);
  return collection(db, ledger.holders).find((row) => String(row[ledger.idField]) === id);
}

const walletsOf = (holder: Row): Row[] => (Array.isArray(holder.wallets) ? holder.wallets : []);

/**
 * The balance of a holder's wallet in a currency: its `wallets` row, else (no such row) the
 * wallet balance when that is the settlement currency, else 0.
 */
export function walletBalanceOf(holder: Row, currency: unknown): Fraction {
  const wallet = walletsOf(holder).find((row) => row.currency === currency);
  if (wallet) return amountOf(wallet.balance);
  return currency === holder.settlementCurrency ? amountOf(holder.walletBalance) : ZERO;
}

/**
 * Moves a holder's wallet of a currency by `change` (exact decimals): its `wallets` row (added
 * when missing), its wallet balance when that is the settlement currency, and a wallet log entry
 * with the balance after it.
 */
export function moveWallet(
  ledger: Ledger,
  holder: Row,
  currency: string,
  change: Fraction,
  movement: { changeType: number; remark: string },
  db: DemoDb,
): void {
  const after = storedAmount(add(walletBalanceOf(holder, currency), change));
  const wallets = walletsOf(holder);
  const known = wallets.some((row) => row.currency === currency);
  holder.wallets = known
    ? wallets.map((row) => (row.currency === currency ? { ...row, balance: after } : row))
    : [...wallets, { currency, balance: after, credit: 0 }];
  if (currency === holder.settlementCurrency) holder.walletBalance = after;
  const log = collection(db, ledger.walletLog);
  log.unshift({
    ...carriedOf(ledger, holder),
    id: nextId(log, 'id'),
    ...movement,
    amount: storedAmount(change),
    balanceAfter: after,
    currency,
    createTime: Math.floor(Date.now() / 1000),
  });
}

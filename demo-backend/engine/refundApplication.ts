import { exactText, subtract, type Fraction } from '@/demoBackendSurface';
import { refundState } from '../../schemas/clientRefund';
import type { DemoDb, Row } from '../db';
import { demoErrors } from '../handlers/errors';
import { collection, nextId } from './collections';
import type { ResourceHooks } from './hooks';
import type { Refusal } from './validation';
import {
  amountOf,
  carriedOf,
  holderOf,
  moveWallet,
  storedAmount,
  walletBalanceOf,
  walletChange,
  type Ledger,
} from './walletMoves';

const APPLY = 'applyRefund';
/** Where refunded money comes from (`refundFrom`). */
export const refundSource = { wallet: 1, reserve: 2 } as const;

const isOpen = (row: Row) =>
  row.status === refundState.pendingReview || row.status === refundState.approved;

/**
 * A holder's refunds still to be paid (pending review or approved), of one source and currency
 * when given.
 */
export function openRefundsOf(
  ledger: Ledger,
  holder: Row,
  db: DemoDb,
  source?: number,
  currency?: unknown,
): Row[] {
  return collection(db, ledger.refunds).filter(
    (row) =>
      String(row[ledger.idField]) === String(holder[ledger.idField]) &&
      isOpen(row) &&
      (source === undefined || Number(row.refundFrom) === source) &&
      (currency === undefined || row.currency === currency),
  );
}

/**
 * What a new application may still take from the wallet: its balance less the refunds applied
 * for and not yet paid out, so two applications cannot both take the same money.
 */
function availableOf(ledger: Ledger, holder: Row, currency: unknown, db: DemoDb) {
  return openRefundsOf(ledger, holder, db, refundSource.wallet, currency).reduce(
    (left, row) => subtract(left, amountOf(row.amount)),
    walletBalanceOf(holder, currency),
  );
}

const textOf = (value: Fraction) => exactText(value) ?? '0';

const aboveBalance = (amount: unknown, available: string, currency: unknown): Refusal => ({
  error: demoErrors.refundAboveBalance,
  params: { field: 'refundAmount', amount: String(amount), available, currency: String(currency) },
});

/**
 * A staff member applies for a refund of part of the wallet of a holder in business (assumed
 * step): refused above what is left, it opens a refund pending review, from the wallet, which the
 * refunds' review approves or rejects and then pays out (`refundPayoutHooks`).
 */
export const refundApplicationHooks = (ledger: Ledger): ResourceHooks => ({
  beforeAction(action, holder, input, db) {
    if (action !== APPLY) return undefined;
    const available = availableOf(ledger, holder, input.refundCurrency, db);
    const left = subtract(available, amountOf(input.refundAmount));
    return left.n < 0n
      ? aboveBalance(input.refundAmount, textOf(available), input.refundCurrency)
      : undefined;
  },
  afterAction(action, holder, db, input) {
    if (action !== APPLY) return;
    const rows = collection(db, ledger.refunds);
    rows.unshift({
      ...carriedOf(ledger, holder),
      id: nextId(rows, 'id'),
      amount: input.refundAmount,
      currency: input.refundCurrency,
      refundFrom: refundSource.wallet,
      bankName: input.refundBank,
      reason: input.refundReason,
      status: refundState.pendingReview,
      createTime: Math.floor(Date.now() / 1000),
    });
  },
});

/** What the source of a refund holds now: the wallet of its currency, or the reserve fund. */
const sourceBalance = (holder: Row, refund: Row): Fraction =>
  Number(refund.refundFrom) === refundSource.reserve
    ? amountOf(holder.reserveFund)
    : walletBalanceOf(holder, refund.currency);

/**
 * Paying out any refund, applied for in business or opened by a termination: its source is
 * debited by the amount, a wallet through `moveWallet` (so the wallet log says so), the reserve
 * fund directly. Refused when the source no longer holds it (spent since it was opened).
 */
export function refundPayoutHooks(ledger: Ledger): ResourceHooks {
  return {
    beforeAction(action, refund, _input, db) {
      const holder = holderOf(ledger, refund, db);
      if (action !== 'confirmRefunded' || !holder) return undefined;
      const balance = sourceBalance(holder, refund);
      return subtract(balance, amountOf(refund.amount)).n < 0n
        ? aboveBalance(refund.amount, textOf(balance), refund.currency)
        : undefined;
    },
    afterAction(action, refund, db) {
      const holder = holderOf(ledger, refund, db);
      if (action !== 'confirmRefunded' || !holder) return;
      const amount = amountOf(refund.amount);
      if (Number(refund.refundFrom) === refundSource.reserve) {
        holder.reserveFund = storedAmount(subtract(amountOf(holder.reserveFund), amount));
        return;
      }
      const change = subtract({ n: 0n, d: 1n }, amount);
      const movement = {
        changeType: walletChange.refundWithdrawal,
        remark: `refund ${String(refund.id)}`,
      };
      moveWallet(ledger, holder, String(refund.currency), change, movement, db);
    },
  };
}

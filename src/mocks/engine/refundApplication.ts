import { exactText, subtract, type Fraction } from '@/engine/decimal';
import { applicationState } from '../../../schemas/client';
import { refundState } from '../../../schemas/clientRefund';
import type { DemoDb, Row } from '../db';
import { demoErrors } from '../handlers/errors';
import { collection, nextId } from './collections';
import type { ResourceHooks } from './hooks';
import type { Refusal } from './validation';
import {
  amountOf,
  holderOf,
  moveWallet,
  walletBalanceOf,
  walletChange,
  type Ledger,
} from './walletMoves';

const APPLY = 'applyRefund';
/** `refundFrom` of a refund applied for: the wallet. */
const FROM_WALLET = 1;

/** The refunds of a holder's wallet in a currency still to be paid (pending review or approved). */
function openWalletRefunds(
  ledger: Ledger,
  refunds: string,
  holder: Row,
  currency: unknown,
  db: DemoDb,
) {
  return collection(db, refunds).filter(
    (row) =>
      String(row[ledger.idField]) === String(holder[ledger.idField]) &&
      row.currency === currency &&
      Number(row.refundFrom) === FROM_WALLET &&
      (row.status === refundState.pendingReview || row.status === refundState.approved),
  );
}

/**
 * What a new application may still take from the wallet: its balance less the refunds applied
 * for and not yet paid out, so two applications cannot both take the same money.
 */
function availableOf(ledger: Ledger, refunds: string, holder: Row, currency: unknown, db: DemoDb) {
  return openWalletRefunds(ledger, refunds, holder, currency, db).reduce(
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
 * refunds' review approves or rejects and then pays out (`payOutApplied`).
 */
export const refundApplicationHooks = (ledger: Ledger, refunds: string): ResourceHooks => ({
  beforeAction(action, holder, input, db) {
    if (action !== APPLY) return undefined;
    const available = availableOf(ledger, refunds, holder, input.refundCurrency, db);
    const left = subtract(available, amountOf(input.refundAmount));
    return left.n < 0n
      ? aboveBalance(input.refundAmount, textOf(available), input.refundCurrency)
      : undefined;
  },
  afterAction(action, holder, db, input) {
    if (action !== APPLY) return;
    const rows = collection(db, refunds);
    rows.unshift({
      ...Object.fromEntries(ledger.carried.map((name) => [name, holder[name]])),
      id: nextId(rows, 'id'),
      amount: input.refundAmount,
      currency: input.refundCurrency,
      refundFrom: FROM_WALLET,
      bankName: input.refundBank,
      reason: input.refundReason,
      status: refundState.pendingReview,
      createTime: Math.floor(Date.now() / 1000),
    });
  },
});

/**
 * Paying out a refund of a holder that is not being liquidated (one applied for in business):
 * its wallet of the refund's currency is debited by the amount, and the log says so. Refused
 * when the wallet no longer holds it (spent since it was applied for).
 */
export function refundPayoutHooks(ledger: Ledger): ResourceHooks {
  const applied = (refund: Row, db: DemoDb) => {
    const holder = holderOf(ledger, refund, db);
    return holder && holder.status !== applicationState.refundProcessing ? holder : undefined;
  };
  return {
    beforeAction(action, refund, _input, db) {
      const holder = applied(refund, db);
      if (action !== 'confirmRefunded' || !holder) return undefined;
      const balance = walletBalanceOf(holder, refund.currency);
      return subtract(balance, amountOf(refund.amount)).n < 0n
        ? aboveBalance(refund.amount, textOf(balance), refund.currency)
        : undefined;
    },
    afterAction(action, refund, db) {
      const holder = applied(refund, db);
      if (action !== 'confirmRefunded' || !holder) return;
      const change = subtract({ n: 0n, d: 1n }, amountOf(refund.amount));
      const remark = `refund ${String(refund.id)}`;
      const movement = { changeType: walletChange.refundWithdrawal, remark };
      moveWallet(ledger, holder, String(refund.currency), change, movement, db);
    },
  };
}

import { subtract } from '@/demoBackendSurface';
import { applicationState } from '../../schemas/client';
import { refundState } from '../../schemas/clientRefund';
import type { DemoDb, Row } from '../db';
import { defaultWallets } from '../seed/wallets';
import { collection, nextId } from './collections';
import { openRefundsOf, refundSource } from './refundApplication';
import {
  amountOf,
  carriedOf,
  holderOf,
  storedAmount,
  walletBalanceOf,
  type Ledger,
} from './walletMoves';

// What the demo does around the life of a client or reseller (SPEC §4), beyond the declared
// state changes: a new one starts empty, a refund pays out its money, the last refund settled
// liquidates it. The ledger says whose (walletMoves.ts).

/**
 * A client or reseller registered by staff: complete, so it waits for review; no money, no
 * accounts, the default wallets; nothing pending.
 */
export function startApplication(record: Row): void {
  Object.assign(record, {
    status: applicationState.pendingReview,
    walletBalance: 0,
    reserveFund: 0,
    unsettledSpend: 0,
    adAccountCount: 0,
    wallets: defaultWallets(record.settlementCurrency),
  });
  delete record.changeInfo;
}

/** The currencies a holder's wallets are in, each once (the settlement currency's too). */
function walletCurrencies(holder: Row): string[] {
  const rows = Array.isArray(holder.wallets) ? (holder.wallets as Row[]) : [];
  const named = [...rows.map((row) => row.currency), holder.settlementCurrency];
  return [...new Set(named.filter((code): code is string => typeof code === 'string' && !!code))];
}

/**
 * What a terminated holder is still owed, one refund per source: each wallet currency's balance
 * less the refunds of it already applied for and not settled (they stay open and are paid as they
 * are: nothing is refunded twice), and the reserve fund.
 */
function owedRefunds(ledger: Ledger, holder: Row, db: DemoDb): Row[] {
  const wallets = walletCurrencies(holder).map((currency) => {
    const open = openRefundsOf(ledger, holder, db, refundSource.wallet, currency);
    const left = open.reduce(
      (rest, row) => subtract(rest, amountOf(row.amount)),
      walletBalanceOf(holder, currency),
    );
    return { refundFrom: refundSource.wallet, currency, left };
  });
  const reserve = {
    refundFrom: refundSource.reserve,
    currency: holder.settlementCurrency,
    left: amountOf(holder.reserveFund),
  };
  return [...wallets, reserve]
    .filter(({ left }) => left.n > 0n)
    .map(({ refundFrom, currency, left }) => ({
      refundFrom,
      currency,
      amount: storedAmount(left),
    }));
}

/**
 * The refund of a terminated client or reseller: a refund record pending review for each source
 * still holding money. With nothing owed and no refund open, it is liquidated at once.
 */
export function openRefunds(ledger: Ledger, record: Row, db: DemoDb): void {
  const refunds = collection(db, ledger.refunds);
  for (const owed of owedRefunds(ledger, record, db)) {
    refunds.unshift({
      ...carriedOf(ledger, record),
      id: nextId(refunds, 'id'),
      ...owed,
      status: refundState.pendingReview,
      createTime: Math.floor(Date.now() / 1000),
    });
  }
  if (!openRefundsOf(ledger, record, db).length) record.status = applicationState.liquidated;
}

/**
 * A refund of a holder being refunded, reviewed or paid (the payout itself is the refunds'
 * `refundPayoutHooks`): once none of its refunds is open, a paid-out holder is liquidated, one
 * whose refund was rejected is back to terminated (to be refunded again).
 */
export function settleRefund(ledger: Ledger, action: string, refund: Row, db: DemoDb): void {
  const owner = holderOf(ledger, refund, db);
  if (!owner || owner.status !== applicationState.refundProcessing) return;
  if (openRefundsOf(ledger, owner, db).length) return;
  const rejected = action === 'rejectRefund';
  owner.status = rejected ? applicationState.terminated : applicationState.liquidated;
}

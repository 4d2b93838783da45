import { applicationState } from '../../../schemas/client';
import { refundState } from '../../../schemas/clientRefund';
import type { DemoDb, Row } from '../db';
import { defaultWallets } from '../seed/wallets';
import { collection, nextId } from './collections';

/**
 * What the demo does around the life of a client or reseller (SPEC §4), beyond the declared
 * state changes: a new one starts empty, a refund pays out its money, the last refund paid
 * liquidates it. `kind` says whose: the id field and the refund collection differ.
 */
export interface Holder {
  idField: 'clientId' | 'orgId';
  refunds: 'clientRefund' | 'orgRefund';
  /** The holder's fields a refund record copies (the client's org too). */
  carried: readonly string[];
}

export const clientHolder: Holder = {
  idField: 'clientId',
  refunds: 'clientRefund',
  carried: ['clientId', 'clientName', 'orgId', 'orgName'],
};

export const orgHolder: Holder = {
  idField: 'orgId',
  refunds: 'orgRefund',
  carried: ['orgId', 'orgName'],
};

/** Where refunded money comes from (`refundFrom`): 1 the wallet, 2 the reserve fund. */
const SOURCES = [
  { refundFrom: 1, field: 'walletBalance' },
  { refundFrom: 2, field: 'reserveFund' },
] as const;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const amountOf = (value: unknown) => (Number.isFinite(Number(value)) ? Number(value) : 0);

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

/**
 * The refund of a terminated client or reseller: one refund record per source holding money,
 * waiting for review. With nothing to refund it is liquidated at once.
 */
export function openRefunds(holder: Holder, record: Row, db: DemoDb): void {
  const refunds = collection(db, holder.refunds);
  const carried = Object.fromEntries(holder.carried.map((name) => [name, record[name]]));
  const owed = SOURCES.filter(({ field }) => amountOf(record[field]) > 0);
  for (const { refundFrom, field } of owed) {
    refunds.unshift({
      ...carried,
      id: nextId(refunds, 'id'),
      amount: record[field],
      currency: record.settlementCurrency,
      refundFrom,
      status: refundState.pendingReview,
      createTime: nowSeconds(),
    });
  }
  if (!owed.length) record.status = applicationState.liquidated;
}

/** The balance a paid refund empties: the source's field and, for the wallet, its wallet row. */
function payOut(holderRecord: Row, refund: Row): void {
  const source = SOURCES.find((s) => String(s.refundFrom) === String(refund.refundFrom));
  if (!source) return;
  holderRecord[source.field] = 0;
  if (source.field !== 'walletBalance' || !Array.isArray(holderRecord.wallets)) return;
  holderRecord.wallets = (holderRecord.wallets as Row[]).map((wallet) =>
    wallet.currency === refund.currency ? { ...wallet, balance: 0 } : wallet,
  );
}

/**
 * A refund reviewed or paid: paying empties the balance it came from; once none of the holder's
 * refunds is open, a paid-out holder is liquidated, one whose refund was rejected is back to
 * terminated (to be refunded again).
 */
export function settleRefund(holder: Holder, action: string, refund: Row, db: DemoDb): void {
  const owner = collection(db, holder.idField === 'clientId' ? 'client' : 'org').find(
    (row) => String(row[holder.idField]) === String(refund[holder.idField]),
  );
  if (!owner || owner.status !== applicationState.refundProcessing) return;
  if (action === 'confirmRefunded') payOut(owner, refund);
  const open = collection(db, holder.refunds).some(
    (row) =>
      String(row[holder.idField]) === String(owner[holder.idField]) &&
      (row.status === refundState.pendingReview || row.status === refundState.approved),
  );
  if (open) return;
  const rejected = action === 'rejectRefund';
  owner.status = rejected ? applicationState.terminated : applicationState.liquidated;
}

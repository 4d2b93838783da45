import {
  CREDITED_CURRENCY,
  USDT_ADDRESS_MINUTES,
  USDT_CONFIRMATIONS,
} from '../../schemas/rechargeFees';
import type { DemoDb, Row } from '../db';
import { paymentState } from '../../schemas/clientPayment';
import { payer } from '../../schemas/financePayment';
import { collection, nextId } from './collections';
import { amountOf, holderOf, moveWallet, orgLedger, walletChange } from './walletMoves';
import type { ResourceHooks } from './hooks';

/** Recharge states (schemas/orgFinanceRecharge.ts). */
export const rechargeState = { awaiting: 0, credited: 1, failed: 2, expired: 3 } as const;

/**
 * Confirmations the demo chain adds each time the deposit is looked at once its transfer is sent
 * (credited at the third such look).
 */
export const CONFIRMATIONS_PER_READ = 10;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A TRC20 address: T and 33 base58 characters, derived from the record (deterministic). */
function depositAddressOf(id: unknown): string {
  const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  let seed = Number(id) * 2654435761 + 97;
  let address = 'T';
  for (let i = 0; i < 33; i += 1) {
    seed = (seed * 48271) % 2147483647;
    address += base58[seed % base58.length];
  }
  return address;
}

/**
 * Credits a reseller's wallet of the credited currency (USDT counts as USD 1:1) with a settled
 * top-up, logged as a recharge; the own account shows it (derivedCollections.ts).
 */
export function creditTopUp(db: DemoDb, topUp: Row, amount: string): void {
  const org = holderOf(orgLedger, topUp, db);
  if (!org) return;
  const movement = {
    changeType: walletChange.recharge,
    remark: `top-up ${String(topUp.rechargeSn)}`,
  };
  moveWallet(orgLedger, org, CREDITED_CURRENCY, amountOf(amount), movement, db);
  topUp.status = rechargeState.credited;
}

/**
 * The demo chain: a USDT deposit left unpaid past its 30 minutes expires. A new one has no
 * confirmations until its transfer is seen: the demo's payer sends it once the address has been
 * shown (the first look finds nothing on the chain yet). Each later look adds confirmations, and
 * at 25 it is credited, once (SPEC §9).
 */
export function advanceDeposit(record: Row, db: DemoDb, now = nowSeconds()): void {
  if (record.currency !== 'USDT' || Number(record.status) !== rechargeState.awaiting) return;
  const counted = Number(record.confirmations) || 0;
  if (counted === 0 && Number(record.expireTime) <= now) {
    record.status = rechargeState.expired;
    return;
  }
  if (counted === 0 && record.transferSent !== true) {
    record.transferSent = true;
    return;
  }
  const confirmations = Math.min(USDT_CONFIRMATIONS, counted + CONFIRMATIONS_PER_READ);
  record.confirmations = confirmations;
  if (confirmations < USDT_CONFIRMATIONS) return;
  creditTopUp(db, record, String(record.amount));
}

/**
 * A dollar top-up (bank transfer or online payment) is a payment for finance to confirm and
 * receive on /finance/payment (paymentCollection.ts), which then credits what the fees leave.
 */
function paymentOf(topUp: Row, db: DemoDb): void {
  const org = holderOf(orgLedger, topUp, db);
  const payments = collection(db, 'financePayment');
  payments.unshift({
    id: nextId(payments, 'id'),
    paymentSn: topUp.rechargeSn,
    rechargeId: topUp.id,
    payerType: payer.reseller,
    payerName: org?.orgName,
    orgId: topUp.orgId,
    orgName: org?.orgName,
    clientId: null,
    amount: topUp.amount,
    currency: topUp.currency,
    payTime: topUp.createTime,
    remark: `top-up ${String(topUp.rechargeSn)}`,
    status: paymentState.toBeConfirmed,
    createTime: topUp.createTime,
  });
}

/**
 * A top-up awaits its money under its own number: a USDT one gets its deposit address, valid 30
 * minutes; a dollar one waits for finance as a payment.
 */
export const walletTopUpHooks: ResourceHooks = {
  newestFirst: true,
  initialize(record) {
    record.status = rechargeState.awaiting;
    record.rechargeSn = `TU${String(record.id).padStart(8, '0')}`;
    // Only what its method uses: a network for USDT, a tax for a bank transfer.
    if (record.currency !== 'USDT') delete record.network;
    if (String(record.payMethod) !== '1') delete record.transferTax;
    if (record.currency !== 'USDT') return;
    Object.assign(record, {
      depositAddress: depositAddressOf(record.id),
      expireTime: nowSeconds() + USDT_ADDRESS_MINUTES * 60,
      confirmations: 0,
    });
  },
  afterWrite(record, db) {
    if (record.currency !== 'USDT') paymentOf(record, db);
  },
  beforeRead: advanceDeposit,
};

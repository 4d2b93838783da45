import { add, exactText, toFraction } from '@/engine/decimal';
import {
  CREDITED_CURRENCY,
  USDT_ADDRESS_MINUTES,
  USDT_CONFIRMATIONS,
} from '../../../schemas/rechargeFees';
import type { DemoDb, Row } from '../db';
import { collection } from './collections';
import type { ResourceHooks } from './hooks';

/** Recharge states (schemas/orgFinanceRecharge.ts). */
export const rechargeState = { awaiting: 0, credited: 1, failed: 2, expired: 3 } as const;

/** Confirmations the demo chain adds each time the deposit is looked at (credited at the third). */
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

const plus = (balance: unknown, amount: string): string =>
  exactText(add(toFraction(balance) ?? toFraction(0)!, toFraction(amount)!)) ?? amount;

/**
 * Credits a settled deposit to the reseller: its org's `walletBalance` and wallet row of the
 * credited currency (USDT counts as USD 1:1), and the own-account row of that currency.
 */
export function creditWallet(db: DemoDb, orgId: unknown, amount: string): void {
  const org = collection(db, 'org').find((row) => String(row.orgId) === String(orgId));
  if (org) {
    org.walletBalance = plus(org.walletBalance, amount);
    if (Array.isArray(org.wallets)) {
      org.wallets = (org.wallets as Row[]).map((wallet) =>
        wallet.currency === CREDITED_CURRENCY
          ? { ...wallet, balance: plus(wallet.balance, amount) }
          : wallet,
      );
    }
  }
  for (const account of collection(db, 'financeOrgBalance')) {
    if (String(account.orgId) !== String(orgId) || account.currency !== CREDITED_CURRENCY) continue;
    account.walletBalance = plus(account.walletBalance, amount);
    account.availableBalance = plus(account.availableBalance, amount);
    account.updateTime = nowSeconds();
  }
}

/**
 * The demo chain: a USDT deposit left unpaid past its 30 minutes expires; otherwise each look at
 * it adds confirmations, and at 25 it is credited, once (SPEC §9).
 */
export function advanceDeposit(record: Row, db: DemoDb, now = nowSeconds()): void {
  if (record.currency !== 'USDT' || Number(record.status) !== rechargeState.awaiting) return;
  const counted = Number(record.confirmations) || 0;
  if (counted === 0 && Number(record.expireTime) <= now) {
    record.status = rechargeState.expired;
    return;
  }
  const confirmations = Math.min(USDT_CONFIRMATIONS, counted + CONFIRMATIONS_PER_READ);
  record.confirmations = confirmations;
  if (confirmations < USDT_CONFIRMATIONS) return;
  record.status = rechargeState.credited;
  creditWallet(db, record.orgId, String(record.amount));
}

/** A top-up awaits its money; a USDT one gets its deposit address, valid 30 minutes. */
export const walletTopUpHooks: ResourceHooks = {
  newestFirst: true,
  initialize(record) {
    record.status = rechargeState.awaiting;
    if (record.currency !== 'USDT') return;
    Object.assign(record, {
      depositAddress: depositAddressOf(record.id),
      expireTime: nowSeconds() + USDT_ADDRESS_MINUTES * 60,
      confirmations: 0,
    });
  },
  beforeRead: advanceDeposit,
};

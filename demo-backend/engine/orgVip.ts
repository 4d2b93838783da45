import { currencyDecimals, roundedText, subtract } from '@/demoBackendSurface';
import type { DemoDb, Row } from '../db';
import { demoErrors } from '../handlers/errors';
import { collection } from './collections';
import type { ResourceHooks } from './hooks';
import type { Refusal } from './validation';
import { amountOf, moveWallet, orgLedger, walletBalanceOf, walletChange } from './walletMoves';

const BUY = 'buyVip';
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A date `months` months after `seconds` (same day of the month, UTC; the 31st runs over). */
function addMonths(seconds: number, months: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return Math.floor(date.getTime() / 1000);
}

/** The level of the price list the purchase names (already checked to be one of it). */
const levelOf = (vipLevel: unknown, db: DemoDb): Row | undefined =>
  collection(db, 'orgVipPrice').find((row) => String(row.vipLevel) === String(vipLevel));

/**
 * What refuses a purchase before anything changes: a price the reseller's wallet of the price's
 * currency does not cover. (Organisation 1, the platform, is never offered one: the action's
 * `unless`, refused before this.)
 */
function refusalOf(org: Row, input: Row, db: DemoDb): Refusal | undefined {
  const level = levelOf(input.vipLevel, db);
  if (!level) return undefined;
  const currency = String(level.currency);
  const balance = walletBalanceOf(org, currency);
  if (subtract(balance, amountOf(level.price)).n >= 0n) return undefined;
  return {
    error: demoErrors.vipAboveBalance,
    params: {
      name: String(level.vipName),
      currency,
      price: String(level.price),
      balance: roundedText(balance, currencyDecimals(currency)),
    },
  };
}

/**
 * A reseller's VIP purchase (`buyVip`, its level checked against the price list and set): the
 * price is taken from its wallet of the price's currency, with its wallet log line ("VIP
 * purchase"), and the level holds for its months from now, or from the current expiry while one
 * is still running (a renewal extends it).
 */
export function applyVipPurchase(record: Row, db: DemoDb, now = nowSeconds()): void {
  const level = levelOf(record.vipLevel, db);
  if (!level) return;
  const price = subtract(amountOf(0), amountOf(level.price));
  const remark = `${String(level.vipName)}, ${String(level.months)} months`;
  const movement = { changeType: walletChange.vipPurchase, remark };
  moveWallet(orgLedger, record, String(level.currency), price, movement, db);
  const current = Number(record.vipExpireTime);
  const from = Number.isFinite(current) && current > now ? current : now;
  record.vipExpireTime = addMonths(from, Number(level.months) || 0);
}

export const orgHooks: ResourceHooks = {
  beforeAction: (action, record, input, db) =>
    action === BUY ? refusalOf(record, input, db) : undefined,
  afterAction(action, record, db) {
    if (action === BUY) applyVipPurchase(record, db);
  },
};

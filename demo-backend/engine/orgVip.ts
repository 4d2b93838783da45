import type { DemoDb, Row } from '../db';
import { collection } from './collections';
import type { ResourceHooks } from './hooks';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A date `months` months after `seconds` (same day of the month, UTC; the 31st runs over). */
function addMonths(seconds: number, months: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return Math.floor(date.getTime() / 1000);
}

/**
 * A reseller's VIP purchase (`buyVip`, its level already checked against the price list and set):
 * the level holds for its months from now, or from the current expiry while one is still running
 * (a renewal extends it). Nothing is debited here: the purchase is billed by finance (assumed).
 */
export function applyVipPurchase(record: Row, db: DemoDb, now = nowSeconds()): void {
  const level = collection(db, 'orgVipPrice').find(
    (row) => String(row.vipLevel) === String(record.vipLevel),
  );
  if (!level) return;
  const current = Number(record.vipExpireTime);
  const from = Number.isFinite(current) && current > now ? current : now;
  record.vipExpireTime = addMonths(from, Number(level.months) || 0);
}

export const orgHooks: ResourceHooks = {
  afterAction(action, record, db) {
    if (action === 'buyVip') applyVipPurchase(record, db);
  },
};

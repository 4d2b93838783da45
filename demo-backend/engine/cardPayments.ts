import { subtract, toFraction } from '@/demoBackendSurface';
import { CARD_PAY_METHOD, cardReturnUrl } from '../../schemas/cardPayment';
import { quoteRecharge } from '../../schemas/rechargeFees';
import { demoErrors } from '../handlers/errors';
import type { DemoDb, Row } from '../db';
import { collection } from './collections';
import type { ResourceHooks } from './hooks';
import { demoAllows } from './rights';
import { creditTopUp, rechargeState, walletTopUpHooks } from './usdtDeposits';

/**
 * The demo's card payment provider. A card top-up is charged as it is created: the demo card
 * pays up to its limit and declines above it. The create call answers where to pay (`payUrl`):
 * with a real provider its checkout page, here directly the console's return page with the
 * outcome's hint. The provider's notification reaches the backend a moment later: the first look
 * at the payment from the return page finds it still pending, the next one settles it, crediting
 * the wallet once (what the fees leave, with its wallet log line) or failing the top-up.
 */

/** Above this many dollars the demo card is declined (the card's limit). */
export const DEMO_CARD_LIMIT = '10000';

const isCard = (record: Row) => String(record.payMethod) === String(CARD_PAY_METHOD);

/** The provider's payment id: `cp_` and 20 letters and digits, derived from the record. */
function paymentIdOf(id: unknown): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
  let seed = Number(id) * 2246822519 + 13;
  let paymentId = 'cp_';
  for (let i = 0; i < 20; i += 1) {
    seed = (seed * 16807) % 2147483647;
    paymentId += alphabet[seed % alphabet.length];
  }
  return paymentId;
}

/** Charges the demo card for a new card top-up: its payment id, outcome and return address. */
export function chargeCard(record: Row): void {
  const amount = toFraction(record.amount);
  const limit = toFraction(DEMO_CARD_LIMIT)!;
  const declined = !amount || subtract(amount, limit).n > 0n;
  const cardPaymentId = paymentIdOf(record.id);
  Object.assign(record, {
    cardPaymentId,
    cardOutcome: declined ? 'declined' : 'paid',
    cardNotified: false,
    payUrl: cardReturnUrl(String(record.rechargeSn), cardPaymentId, declined ? 'failed' : 'paid'),
  });
}

/**
 * The provider's notification, once: a pending card top-up is settled on the second look (the
 * first only finds it pending); a settled one never changes again, so a reload credits nothing.
 */
export function settleCardPayment(topUp: Row, db: DemoDb): void {
  if (Number(topUp.status) !== rechargeState.awaiting) return;
  if (!topUp.cardNotified) {
    topUp.cardNotified = true;
    return;
  }
  delete topUp.payUrl;
  if (topUp.cardOutcome !== 'paid') {
    topUp.status = rechargeState.failed;
    return;
  }
  const quote = quoteRecharge(topUp);
  if (quote) creditTopUp(db, topUp, quote.credited);
}

/** The card top-up numbered `orderSn` and paid under `paymentId`, or undefined. */
export function cardTopUpOf(db: DemoDb, orderSn: string, paymentId: string): Row | undefined {
  return collection(db, 'orgFinanceRecharge').find(
    (row) =>
      isCard(row) &&
      String(row.rechargeSn) === orderSn &&
      row.cardPaymentId !== undefined &&
      String(row.cardPaymentId) === paymentId,
  );
}

/**
 * The wallet top-up's rules with card payment: paying by card takes the `payByCard` right
 * (src/access/rules.ts); a card top-up is charged as created and, settled by its provider, is
 * no payment for finance to confirm.
 */
export const topUpHooks: ResourceHooks = {
  ...walletTopUpHooks,
  validate({ input, account }) {
    if (!isCard(input) || !account) return undefined;
    const allowed = demoAllows(account, [{ subject: 'OrgFinance', operation: 'payByCard' }]);
    return allowed ? undefined : { error: demoErrors.denied };
  },
  initialize(record, db, account) {
    walletTopUpHooks.initialize?.(record, db, account);
    if (isCard(record)) chargeCard(record);
  },
  afterWrite(record, db) {
    if (!isCard(record)) walletTopUpHooks.afterWrite?.(record, db);
  },
};

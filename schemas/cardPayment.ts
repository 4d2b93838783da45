/**
 * A wallet top-up paid by card (SPEC §2: "a return page for a card payment provider"), as data:
 * the method's code, the return page's address and parameters, and how long a pending payment is
 * followed. Read by the top-up form and panel, the return page (src/pages/payReturn) and the demo
 * backend (demo-backend/engine/cardPayments.ts). The spec names none of it: all assumed.
 */

/** The top-up method "card payment" (`payChannelType` 4, beside the spec's three; assumed). */
export const CARD_PAY_METHOD = 4;

/** The public page the provider sends the payer back to (SPEC §2; path assumed). */
export const CARD_RETURN_ROUTE = '/pay/return';

/**
 * The return address's query parameters (assumed; a provider is configured to send these):
 * - `orderSn`: the top-up's number (`rechargeSn`, e.g. `TU00000412`), required;
 * - `paymentId`: the provider's payment id, required: the backend answers only when both match;
 * - `status`: the provider's hint (`paid`, `failed`, `cancelled`). Never trusted: the page always
 *   asks the backend for the top-up's real state, and shows nothing of the hint.
 */
export const cardReturnParams = { orderSn: 'orderSn', paymentId: 'paymentId', hint: 'status' };

/** What a top-up number and a payment id may hold: letters, digits, `_` and `-`, 64 at most. */
export const CARD_REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;

/** A pending payment is asked again this often… */
export const CARD_POLL_MS = 3000;
/** …for at most this long after the page opened (30 minutes), then the page stops asking. */
export const CARD_POLL_FOR_MS = 30 * 60 * 1000;

/** The state a return page shows, from the top-up's `rechargeStatus` code (0–3). */
export type CardPaymentState = 'pending' | 'paid' | 'failed';

/**
 * A top-up's state for the payer: awaiting payment (0) is pending, credited (1) paid, failed (2)
 * and expired (3) failed; any other code is no state at all (null: an unreadable answer).
 */
export function cardPaymentState(status: unknown): CardPaymentState | null {
  switch (String(status)) {
    case '0':
      return 'pending';
    case '1':
      return 'paid';
    case '2':
    case '3':
      return 'failed';
    default:
      return null;
  }
}

/** The return page's address for a top-up and its payment (relative to the console). */
export function cardReturnUrl(orderSn: string, paymentId: string, hint?: string): string {
  const query = new URLSearchParams({
    [cardReturnParams.orderSn]: orderSn,
    [cardReturnParams.paymentId]: paymentId,
  });
  if (hint) query.set(cardReturnParams.hint, hint);
  return `${CARD_RETURN_ROUTE}?${query.toString()}`;
}

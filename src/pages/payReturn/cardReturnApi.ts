import { mainApi } from '@/data';
import { cardPaymentShape } from '@/data/answers/cardReturn';
import { cardReturnEndpoint } from '@/data/contract';
import { normaliseRecord } from '@/data/normalise';
import {
  CARD_REFERENCE,
  cardPaymentState,
  cardReturnParams,
  type CardPaymentState,
} from '../../../schemas/cardPayment';

/** What the provider's return address names: the top-up and the provider's payment. */
export interface CardReturn {
  orderSn: string;
  paymentId: string;
}

/** A card-paid top-up as the backend states it, read and checked. */
export interface CardPayment {
  orderSn: string;
  /** Decimal text, as sent (never rounded). */
  amount: string;
  currency: string;
  state: CardPaymentState;
}

/**
 * The return address's parameters (schemas/cardPayment.ts), or null when one is missing or
 * malformed. The provider's status hint is not read: the backend says what happened.
 */
export function readCardReturn(params: URLSearchParams): CardReturn | null {
  const orderSn = params.get(cardReturnParams.orderSn)?.trim() ?? '';
  const paymentId = params.get(cardReturnParams.paymentId)?.trim() ?? '';
  if (!CARD_REFERENCE.test(orderSn) || !CARD_REFERENCE.test(paymentId)) return null;
  return { orderSn, paymentId };
}

const POSITIVE_DECIMAL = /^\d+(\.\d+)?$/;
const CURRENCY = /^[A-Z]{3,5}$/;

/**
 * The backend's answer about the payment asked for, read through its declared shape
 * (src/data/answers/cardReturn.ts), or null when it is not one: no record, a status that is no
 * top-up state, an amount that is no positive decimal, no currency code, or another top-up's
 * number.
 */
export function readCardPayment(data: unknown, asked: CardReturn): CardPayment | null {
  const record = normaliseRecord(cardPaymentShape, data);
  if (!record) return null;
  const state = cardPaymentState(record.status);
  const { amount, currency, orderSn } = record;
  if (!state || typeof amount !== 'string' || !POSITIVE_DECIMAL.test(amount)) return null;
  if (typeof currency !== 'string' || !CURRENCY.test(currency)) return null;
  if (orderSn !== undefined && String(orderSn) !== asked.orderSn) return null;
  return { orderSn: asked.orderSn, amount, currency, state };
}

/** An answer that came, but says nothing readable about the payment. */
export class UnreadableCardPayment extends Error {
  constructor() {
    super('unreadable card payment');
    this.name = 'UnreadableCardPayment';
  }
}

/**
 * Asks the backend for the top-up's real state (src/data/contract.ts `cardReturnEndpoint`),
 * quietly: the page says what went wrong itself, and a public page ends no session.
 */
export async function fetchCardPayment(asked: CardReturn): Promise<CardPayment> {
  const data = await mainApi.call(
    cardReturnEndpoint,
    { [cardReturnParams.orderSn]: asked.orderSn, [cardReturnParams.paymentId]: asked.paymentId },
    true,
  );
  const payment = readCardPayment(data, asked);
  if (!payment) throw new UnreadableCardPayment();
  return payment;
}

import { add, exactText, toFraction, type Fraction } from '@/engine/decimal';
import { paymentState } from '../../../schemas/clientPayment';
import type { DemoDb, Row } from '../db';
import { demoErrors } from '../handlers/errors';
import { getStore } from '../store';
import type { ResourceHooks } from './hooks';
import { collection } from './collections';
import { storedDecimal } from './computed';

const clientOf = (payment: Row, db: DemoDb) =>
  collection(db, 'client').find((row) => String(row.clientId) === String(payment.clientId));

/** `balance + amount`, exact, kept as the demo keeps decimals (a balance that is no number counts as 0). */
function credited(balance: unknown, amount: Fraction): number | string {
  return storedDecimal(exactText(add(toFraction(balance) ?? { n: 0n, d: 1n }, amount))!);
}

/**
 * A received payment credits its client: the wallet of the payment's currency (a wallet row is
 * added when the client has none in it) and, when that is the settlement currency, the wallet
 * balance shown with it (README "Clients and resellers": the balance is that wallet's).
 */
export function creditWallet(payment: Row, db: DemoDb): void {
  const client = clientOf(payment, db);
  const amount = toFraction(payment.amount);
  const currency = typeof payment.currency === 'string' ? payment.currency : '';
  if (!client || !amount || !currency) return;
  const wallets = Array.isArray(client.wallets) ? (client.wallets as Row[]) : [];
  const held = wallets.some((wallet) => wallet.currency === currency);
  client.wallets = held
    ? wallets.map((wallet) =>
        wallet.currency === currency
          ? { ...wallet, balance: credited(wallet.balance, amount) }
          : wallet,
      )
    : [...wallets, { currency, balance: credited(0, amount), credit: 0 }];
  if (client.settlementCurrency === currency) {
    client.walletBalance = credited(client.walletBalance, amount);
  }
}

/**
 * A client payment: registered by staff, it waits for finance's confirmation whatever the request
 * says, under its client's reseller; received (once: the action is offered only on a confirmed
 * payment), it credits the client's wallet.
 */
export const clientPaymentHooks: ResourceHooks = {
  newestFirst: true,
  // Validation hooks get no store: the current one is read, as the handlers do.
  validate({ input }) {
    if (clientOf(input, getStore())) return undefined;
    return {
      error: demoErrors.notAnOption,
      params: { field: 'clientId', value: String(input.clientId) },
    };
  },
  initialize(record, db) {
    const client = clientOf(record, db);
    Object.assign(record, {
      status: paymentState.toBeConfirmed,
      reason: undefined,
      orgId: client?.orgId,
      orgName: client?.orgName,
    });
  },
  afterAction(action, record, db) {
    if (action === 'receivePayment') creditWallet(record, db);
  },
};

import { toFraction, type Fraction } from '@/demoBackendSurface';
import { paymentState } from '../../schemas/clientPayment';
import { payer } from '../../schemas/financePayment';
import { quoteRecharge } from '../../schemas/rechargeFees';
import type { DemoDb, Row } from '../db';
import { demoErrors } from '../handlers/errors';
import { getStore } from '../store';
import type { ResourceHooks } from './hooks';
import { collection } from './collections';
import { creditTopUp, rechargeState } from './usdtDeposits';
import {
  clientLedger,
  holderOf,
  moveWallet,
  orgLedger,
  walletChange,
  type Ledger,
} from './walletMoves';

const clientOf = (payment: Row, db: DemoDb) =>
  collection(db, 'client').find((row) => String(row.clientId) === String(payment.clientId));

/**
 * A received payment credits its payer once (the action is offered only on a confirmed
 * payment): the wallet of the payment's currency, logged as a recharge (walletMoves.ts).
 */
function creditPayer(ledger: Ledger, payment: Row, amount: Fraction | null, db: DemoDb): void {
  const holder = holderOf(ledger, payment, db);
  const currency = typeof payment.currency === 'string' ? payment.currency : '';
  if (!holder || !amount || !currency) return;
  const remark = `payment ${String(payment.paymentSn ?? payment.id)}`;
  moveWallet(ledger, holder, currency, amount, { changeType: walletChange.recharge, remark }, db);
}

export const creditWallet = (payment: Row, db: DemoDb) =>
  creditPayer(clientLedger, payment, toFraction(payment.amount), db);

const topUpOf = (payment: Row, db: DemoDb) =>
  payment.rechargeId === undefined
    ? undefined
    : collection(db, 'orgFinanceRecharge').find(
        (row) => String(row.id) === String(payment.rechargeId),
      );

/**
 * Whose a payment finance collects is: its `payerType` (a client's or a reseller's own); one
 * that does not say (a record kept from before the field) is its client's when it names one.
 */
function payerLedgerOf(payment: Row): Ledger {
  const type = Number(payment.payerType);
  if (type === payer.reseller) return orgLedger;
  if (type === payer.client) return clientLedger;
  return payment.clientId === undefined || payment.clientId === null ? orgLedger : clientLedger;
}

/** The payer of a new payment: a reseller's own when it names no client (its name too). */
function namePayer(record: Row, db: DemoDb): void {
  const client =
    record.clientId === undefined || record.clientId === null ? undefined : clientOf(record, db);
  if (client) {
    Object.assign(record, { payerType: payer.client, payerName: client.clientName });
    return;
  }
  const org = holderOf(orgLedger, record, db);
  Object.assign(record, { payerType: payer.reseller, payerName: org?.orgName, clientId: null });
  if (org) record.orgName = org.orgName;
}

/**
 * The payments finance collects (/finance/payment, and the resellers' own on /org/payment): a
 * client's credits the client; a reseller's own (registered on /orgFinance/payment) credits the
 * reseller; a dollar top-up credits the reseller with what its fees leave
 * (schemas/rechargeFees.ts) and is marked credited, or failed when the payment is rejected.
 * Receiving is refused when the payer is not there to credit (nothing changes).
 */
export const financePaymentHooks: ResourceHooks = {
  newestFirst: true,
  initialize(record, db) {
    Object.assign(record, { status: paymentState.toBeConfirmed, reason: undefined });
    namePayer(record, db);
  },
  beforeAction(action, payment, _input, db) {
    if (action !== 'receivePayment' || topUpOf(payment, db)) return undefined;
    if (holderOf(payerLedgerOf(payment), payment, db)) return undefined;
    return {
      error: demoErrors.noPayer,
      params: { value: String(payment.paymentSn ?? payment.id) },
    };
  },
  afterAction(action, payment, db) {
    const topUp = topUpOf(payment, db);
    if (action === 'rejectPayment' && topUp) topUp.status = rechargeState.failed;
    if (action !== 'receivePayment') return;
    if (topUp) {
      const quote = quoteRecharge(topUp);
      if (quote && topUp.status === rechargeState.awaiting) creditTopUp(db, topUp, quote.credited);
      return;
    }
    creditPayer(payerLedgerOf(payment), payment, toFraction(payment.amount), db);
  },
};

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

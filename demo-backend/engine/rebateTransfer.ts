import { add, computeValue, subtract } from '@/demoBackendSurface';
import { OFFSETTABLE_BILL_STATES, rebateFields, rebateTransfer } from '../../schemas/clientRebate';
import type { DemoDb, Row } from '../db';
import { demoErrors } from '../handlers/errors';
import { collection } from './collections';
import type { ResourceHooks } from './hooks';
import type { Refusal } from './validation';
import {
  amountOf,
  holderOf,
  moveWallet,
  storedAmount,
  walletChange,
  type Ledger,
} from './walletMoves';

const TRANSFER = 'transferRebate';

/**
 * What a rebate is worth: its spend × its rate by the declared formula (`rebateFields.rebateAmount`:
 * exact decimals, rounded once to the currency's decimals), never an amount stored beside them;
 * null without a spend or a rate.
 */
export const rebateAmountOf = (rebate: Row): string | null =>
  computeValue(rebateFields.rebateAmount, rebate);

/** The open bill of the rebate's holder and currency that `billId` names, if there is one. */
function openBillOf(ledger: Ledger, rebate: Row, billId: unknown, db: DemoDb): Row | undefined {
  return collection(db, ledger.bills).find(
    (bill) =>
      String(bill.id) === String(billId) &&
      String(bill[ledger.idField]) === String(rebate[ledger.idField]) &&
      bill.currency === rebate.currency &&
      (OFFSETTABLE_BILL_STATES as readonly unknown[]).includes(bill.status),
  );
}

/** What refuses a transfer: no holder to credit, no amount to move, or a bill it cannot offset. */
function refusalOf(ledger: Ledger, rebate: Row, input: Row, db: DemoDb): Refusal | undefined {
  if (!holderOf(ledger, rebate, db)) return { error: demoErrors.notFound };
  const amount = rebateAmountOf(rebate);
  if (amount === null) return { error: demoErrors.required, params: { field: 'rebateAmount' } };
  if (Number(input.transferType) !== rebateTransfer.offsetBill) return undefined;
  const bill = openBillOf(ledger, rebate, input.offsetBillId, db);
  const value = String(input.offsetBillId ?? '');
  if (!bill) {
    return {
      error: demoErrors.noOpenBill,
      params: { field: 'offsetBillId', value, currency: String(rebate.currency ?? '') },
    };
  }
  const rest = subtract(amountOf(bill.amount), amountOf(amount));
  if (rest.n < 0n) {
    return {
      error: demoErrors.rebateAboveBill,
      params: { amount, due: String(bill.amount), value },
    };
  }
  return undefined;
}

/**
 * The effect of a settled rebate on the balances (SPEC §3's transfer types): into prepayment
 * credits the holder's wallet of its currency (logged); withdrawn, it is paid out and no balance
 * changes; offsetting a bill lowers the bill's amount due by it and adds it to the bill's rebate.
 */
function applyTransfer(ledger: Ledger, rebate: Row, input: Row, db: DemoDb): void {
  const type = Number(rebate.transferType);
  // The amount moved is the one the formula gives, and the record keeps it.
  const rebateAmount = amountOf(rebateAmountOf(rebate));
  rebate.rebateAmount = storedAmount(rebateAmount);
  if (type === rebateTransfer.intoPrepayment) {
    const holder = holderOf(ledger, rebate, db)!;
    moveWallet(
      ledger,
      holder,
      String(rebate.currency),
      rebateAmount,
      { changeType: walletChange.rebateCredited, remark: `rebate ${String(rebate.id)}` },
      db,
    );
  }
  if (type === rebateTransfer.offsetBill) {
    const bill = openBillOf(ledger, rebate, input.offsetBillId, db)!;
    bill.amount = storedAmount(subtract(amountOf(bill.amount), rebateAmount));
    bill.rebateAmount = storedAmount(add(amountOf(bill.rebateAmount), rebateAmount));
    bill.rebateType = rebateTransfer.offsetBill;
  }
}

/** A rebate's transfer: checked against the holder's data first, then applied. */
export const rebateHooks = (ledger: Ledger): ResourceHooks => ({
  beforeAction: (action, rebate, input, db) =>
    action === TRANSFER ? refusalOf(ledger, rebate, input, db) : undefined,
  afterAction(action, rebate, db, input) {
    if (action === TRANSFER) applyTransfer(ledger, rebate, input, db);
  },
});

import { subtract } from '@/demoBackendSurface';
import type { DemoDb, Row } from '../db';
import type { ResourceHooks } from './hooks';
import { amountOf, holderOf, moveWallet, walletChange, type Ledger } from './walletMoves';

/**
 * A bill's payment confirmed (`confirmBillPayment`) pays what it is due (`amount`, after any
 * rebate offset) from its holder's wallet of its currency, with its wallet log line ("bill
 * payment"). It is not refused when the wallet holds less: the bill is owed all the same, and a
 * wallet below 0 is the arrears the balance reports grade as a high risk (assumed).
 */
function payBill(ledger: Ledger, bill: Row, db: DemoDb): void {
  const holder = holderOf(ledger, bill, db);
  const currency = typeof bill.currency === 'string' ? bill.currency : '';
  if (!holder || !currency) return;
  const due = subtract(amountOf(0), amountOf(bill.amount));
  const remark = `bill ${String(bill.id)}`;
  moveWallet(ledger, holder, currency, due, { changeType: walletChange.billPayment, remark }, db);
}

/**
 * A bill (a client's or a reseller's, `ledger` says whose) keeps its last correction only: the
 * amount of the other kind (an earlier increase when it is now reduced) is dropped, so the bill
 * never shows both. Its payment confirmed is paid from the holder's wallet.
 */
export const billHooks = (ledger: Ledger): ResourceHooks => ({
  afterAction(action, record, db) {
    if (action === 'confirmBillPayment') payBill(ledger, record, db);
    if (action !== 'correctBill') return;
    if (String(record.correctionType) === '1') record.increaseAmount = null;
    else record.reduceAmount = null;
  },
});

import { invoiceState } from '../../schemas/clientInvoice';
import { demoErrors } from '../handlers/errors';
import { getStore } from '../store';
import type { ResourceHooks } from './hooks';
import { holderOf, type Ledger } from './walletMoves';

/**
 * An invoice finance issues to a client or a reseller (`ledger`: whose; assumed rules): to a
 * holder that exists, under a number no other invoice has; it is issued at once, carrying the
 * holder's names (a client's organisation too).
 */
export const invoiceHooks = (ledger: Ledger): ResourceHooks => ({
  newestFirst: true,
  normalize(input) {
    if (typeof input.invoiceNo === 'string') input.invoiceNo = input.invoiceNo.trim().toUpperCase();
  },
  validate({ input, rows }) {
    if (input[ledger.idField] !== undefined && !holderOf(ledger, input, getStore())) {
      return { error: demoErrors.notFound };
    }
    const taken = rows.some((row) => String(row.invoiceNo).toUpperCase() === input.invoiceNo);
    return taken
      ? { error: demoErrors.duplicate, params: { field: String(input.invoiceNo) } }
      : undefined;
  },
  initialize(record, db) {
    const holder = holderOf(ledger, record, db);
    const names = holder ? ledger.carried.map((name) => [name, holder[name]]) : [];
    Object.assign(record, Object.fromEntries(names), {
      status: invoiceState.issued,
      createTime: Math.floor(Date.now() / 1000),
    });
  },
});

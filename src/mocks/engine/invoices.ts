import { invoiceState } from '../../../schemas/clientInvoice';
import type { DemoDb, Row } from '../db';
import { demoErrors } from '../handlers/errors';
import { getStore } from '../store';
import { collection } from './collections';
import type { ResourceHooks } from './hooks';

const clientOf = (db: DemoDb, clientId: unknown): Row | undefined =>
  collection(db, 'client').find((row) => String(row.clientId) === String(clientId));

/**
 * An invoice finance issues to a client (assumed rules): to a client that exists, under a number
 * no other invoice has; it is issued at once, in the client's organisation.
 */
export const clientInvoiceHooks: ResourceHooks = {
  newestFirst: true,
  normalize(input) {
    if (typeof input.invoiceNo === 'string') input.invoiceNo = input.invoiceNo.trim().toUpperCase();
  },
  validate({ input, rows }) {
    if (input.clientId !== undefined && !clientOf(getStore(), input.clientId)) {
      return { error: demoErrors.notFound };
    }
    const taken = rows.some((row) => String(row.invoiceNo).toUpperCase() === input.invoiceNo);
    return taken
      ? { error: demoErrors.duplicate, params: { field: String(input.invoiceNo) } }
      : undefined;
  },
  initialize(record, db) {
    const client = clientOf(db, record.clientId);
    Object.assign(record, {
      status: invoiceState.issued,
      orgId: client?.orgId,
      createTime: Math.floor(Date.now() / 1000),
    });
  },
};

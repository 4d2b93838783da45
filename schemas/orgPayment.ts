import { financePaymentSchema } from './financePayment';

/**
 * The payments of resellers and their clients as reseller management reads them (/org/payment,
 * a reseller's payments tab): the records finance collects on /finance/payment, resellers' own
 * payments and dollar top-ups among them, read only here.
 */
export const orgPaymentSchema = financePaymentSchema;

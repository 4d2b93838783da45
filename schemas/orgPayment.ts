import { financePaymentSchema } from './financePayment';

/**
 * The resellers' own payments as reseller management reads and collects them (/org/payment, a
 * reseller's payments tab): the records finance collects on /finance/payment whose payer is a
 * reseller (registered on /orgFinance/payment, dollar top-ups among them), with the same steps
 * as a client's payment.
 */
export const orgPaymentSchema = financePaymentSchema;

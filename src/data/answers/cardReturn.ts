import { CARD_REFERENCE, cardReturnParams } from '../../../schemas/cardPayment';
import { cardReturnEndpoint } from '../contract';
import type { HandWrittenAnswer } from '../handWrittenAnswers';
import type { RecordShape } from '../normalise';

/**
 * A card-paid top-up as `GET /pay/return` states it (assumed, src/data/contract.ts
 * `cardReturnEndpoint`): its number, amount and currency, and `status` its `rechargeStatus` code
 * (0 awaiting payment, 1 credited, 2 failed, 3 expired).
 */
export const cardPaymentShape: RecordShape = {
  orderSn: 'text',
  amount: 'decimal',
  currency: 'text',
  status: { storage: 'enum', options: [0, 1, 2, 3] },
};

const reference = { required: true, pattern: CARD_REFERENCE.source };

/** Read by the card payment return page (src/pages/payReturn), without a session. */
export const cardReturnAnswer: HandWrittenAnswer = {
  endpoint: cardReturnEndpoint,
  answer: 'record',
  shape: cardPaymentShape,
  required: ['amount', 'currency', 'status'],
  sends: { [cardReturnParams.orderSn]: reference, [cardReturnParams.paymentId]: reference },
};

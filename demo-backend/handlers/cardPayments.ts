import { http } from 'msw';
import { cardReturnEndpoint, parseEndpoint } from '@/demoBackendSurface';
import { CARD_REFERENCE, cardReturnParams } from '../../schemas/cardPayment';
import { cardTopUpOf, settleCardPayment } from '../engine/cardPayments';
import { getStore, saveStore } from '../store';
import { demoErrors } from './errors';
import { fail, ok, readQuery } from './http';
import { apiPath } from './routes';

/**
 * The state of a card-paid top-up for the public return page (src/data/contract.ts
 * `cardReturnEndpoint`): no session needed, the top-up's number and the provider's payment id
 * must both match. Each look lets the demo provider's notification arrive (engine/cardPayments.ts).
 */
export const cardPaymentHandlers = [
  http.get(apiPath('main', parseEndpoint(cardReturnEndpoint).path), ({ request }) => {
    const query = readQuery(request);
    const orderSn = query.get(cardReturnParams.orderSn) ?? '';
    const paymentId = query.get(cardReturnParams.paymentId) ?? '';
    for (const [field, value] of [
      [cardReturnParams.orderSn, orderSn],
      [cardReturnParams.paymentId, paymentId],
    ]) {
      if (!value) return fail(request, demoErrors.required, { field });
      if (!CARD_REFERENCE.test(value)) return fail(request, demoErrors.notFound);
    }
    const db = getStore();
    const topUp = cardTopUpOf(db, orderSn, paymentId);
    if (!topUp) return fail(request, demoErrors.notFound);
    settleCardPayment(topUp, db);
    saveStore();
    return ok({
      orderSn: topUp.rechargeSn,
      amount: topUp.amount,
      currency: topUp.currency,
      status: topUp.status,
    });
  }),
];

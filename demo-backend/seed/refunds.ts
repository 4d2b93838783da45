import type { Row } from '../db';
import type { Random } from '../random';
import { refundState } from '../../schemas/clientRefund';
import { applicationStatus } from './statuses';

const HISTORY = 40;
const CLOSED = [refundState.refunded, refundState.rejected];

/**
 * Refunds of clients or resellers (`idField` says whose): an open one for each holder whose
 * refund is processing (state 6), of its wallet balance, so finance can take it to liquidated;
 * then a history of reviewed ones. Amounts and dates not given here are generated.
 */
export function seedRefunds(
  random: Random,
  holders: readonly Row[],
  carried: readonly string[],
): Row[] {
  const carry = (holder: Row) => Object.fromEntries(carried.map((name) => [name, holder[name]]));
  const open = holders
    .filter((holder) => holder.status === applicationStatus.refundProcessing)
    .map((holder) => ({
      ...carry(holder),
      amount: holder.walletBalance,
      currency: holder.settlementCurrency,
      refundFrom: 1,
      status: refundState.pendingReview,
    }));
  const history = Array.from({ length: HISTORY }, () => {
    const holder = random.pick(holders);
    return {
      ...carry(holder),
      currency: holder.settlementCurrency,
      status: random.pick(CLOSED),
    };
  });
  return [...open, ...history].map((row, index) => ({ id: index + 1, ...row }));
}

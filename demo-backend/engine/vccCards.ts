import { vccRecordTypeOfAction } from '../../schemas/vccRecord';
import type { DemoDb, Row } from '../db';
import { demoErrors } from '../handlers/errors';
import { collection, nextId } from './collections';
import type { ResourceHooks } from './hooks';
import type { Refusal } from './validation';

/** Card statuses (SPEC §4, `vccStatus`) where the card holds its ad account. */
const HOLDING_STATES: readonly unknown[] = [2, 3];

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/**
 * What refuses a binding: an ad account that is not one of the card's client, that is on another
 * platform than the one chosen, or that another card already holds (10861–10863).
 */
export function bindRefusal(card: Row, input: Row, db: DemoDb): Refusal | undefined {
  const value = String(input.mediaAccountId ?? '').trim();
  const account = collection(db, 'adsAccount').find(
    (row) => same(row.mediaAccountId, value) && same(row.clientId, card.clientId),
  );
  if (!account) return { error: demoErrors.vccAccountUnknown, params: { value } };
  if (!same(account.platform, input.platform)) {
    return {
      error: demoErrors.vccPlatformMismatch,
      params: { value, platform: String(account.platform ?? '') },
    };
  }
  const holder = collection(db, 'vccCard').find(
    (other) =>
      other !== card && HOLDING_STATES.includes(other.status) && same(other.mediaAccountId, value),
  );
  if (holder) {
    return {
      error: demoErrors.vccAccountTaken,
      params: { value, card: String(holder.cardNo ?? holder.cardId) },
    };
  }
  return undefined;
}

/** Writes a step of the card's life to its records (`/vcc/record`), newest first. */
function recordStep(action: string, card: Row, db: DemoDb, mediaAccountId: unknown): void {
  const recordType = vccRecordTypeOfAction[action];
  if (recordType === undefined) return;
  const records = collection(db, 'vccRecord');
  records.unshift({
    id: nextId(records, 'id'),
    cardNo: card.cardNo,
    clientId: card.clientId,
    clientName: card.clientName,
    orgId: card.orgId,
    recordType,
    mediaAccountId,
    currency: card.currency,
    balance: card.balance,
    tradeTime: Math.floor(Date.now() / 1000),
  });
}

/** A virtual card's bind checks, and the record each step of its life leaves. */
export const vccCardHooks: ResourceHooks = {
  beforeAction(action, card, input, db) {
    return action === 'bind' ? bindRefusal(card, input, db) : undefined;
  },
  afterAction(action, card, db) {
    const account = card.mediaAccountId;
    // Unbinding done: the card holds no ad account any more (its record keeps which it was).
    if (action === 'confirmUnbind') card.mediaAccountId = '';
    recordStep(action, card, db, account);
  },
};

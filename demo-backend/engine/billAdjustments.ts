import type { ResourceHooks } from './hooks';

/**
 * A bill (a client's or a reseller's) keeps its last correction only: the amount of the other kind (an earlier increase when
 * it is now reduced) is dropped, so the bill never shows both.
 */
export const billHooks: ResourceHooks = {
  afterAction(action, record) {
    if (action !== 'correctBill') return;
    if (String(record.correctionType) === '1') record.increaseAmount = null;
    else record.reduceAmount = null;
  },
};

import type { Row } from '../db';

/** Each seeded card's status cycles through SPEC §4's: unbound, opening, bound, unbinding, released. */
const STATUSES = [0, 1, 2, 3, 4] as const;
const HOLDS_ACCOUNT: readonly number[] = [0, 1, 2, 3];

/**
 * One virtual card per ad account, for that account's client and platform: a card not yet bound is
 * for its account (the bind form starts from it), a bound or unbinding card holds it, a released
 * card holds none. No two cards share an account.
 */
export function seedVccCards(accounts: readonly Row[]): Row[] {
  return accounts.map((account, index) => {
    const status = STATUSES[index % STATUSES.length];
    return {
      cardId: index + 1,
      cardNo: `5309${String(100_000_000_000 + (index + 1) * 7_919_113).slice(-12)}`,
      clientId: account.clientId,
      clientName: account.clientName,
      orgId: account.orgId,
      platform: account.platform,
      mediaAccountId: HOLDS_ACCOUNT.includes(status) ? account.mediaAccountId : '',
      status,
      currency: account.currency,
    };
  });
}

/** A money record (top-up, spend, refund or fee) on each card, so its detail page lists one. */
export function seedVccRecords(cards: readonly Row[]): Row[] {
  return cards.map((card, index) => ({
    id: index + 1,
    cardNo: card.cardNo,
    clientId: card.clientId,
    clientName: card.clientName,
    orgId: card.orgId,
    recordType: (index % 4) + 1,
    mediaAccountId: card.mediaAccountId,
    currency: card.currency,
  }));
}

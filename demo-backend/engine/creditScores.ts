import type { DemoDb, Row } from '../db';
import { demoErrors } from '../handlers/errors';
import { scoreOf } from '../seed/creditScores';
import { getStore } from '../store';
import { collection } from './collections';
import type { ResourceHooks } from './hooks';

/** Where a holder's score entries, items and score are: clients or resellers. */
interface ScoreBook {
  entries: string;
  settings: string;
  holder: string;
  holderId: string;
}

/**
 * An entry's item must be one of the settings' items and its points within the item's range
 * (fixed points: exactly them); each add or delete recomputes the holder's `creditScore`
 * (seed/creditScores.ts: BASE_SCORE plus the entries, clamped to 0–100).
 */
function scoreHooks(book: ScoreBook): ResourceHooks {
  return {
    newestFirst: true,
    // An entry belongs to its holder's organisation (a reseller sees its clients' entries).
    normalize(input) {
      const holder = holderOf(getStore(), book, input[book.holderId]);
      if (holder?.orgId !== undefined) input.orgId = holder.orgId;
    },
    validate({ input }) {
      const items = collection(getStore(), book.settings);
      const item = items.find((row) => String(row.id) === String(input.scoreItem));
      if (!item) {
        const params = { field: 'scoreItem', value: String(input.scoreItem) };
        return { error: demoErrors.notAnOption, params };
      }
      const [min, max] = [Number(item.minScore), Number(item.maxScore)];
      const score = Number(input.score);
      if (score >= min && score <= max) return undefined;
      const params = {
        field: 'score',
        item: String(item.name),
        min: String(min),
        max: String(max),
      };
      return { error: min === max ? demoErrors.scoreFixed : demoErrors.scoreOutOfRange, params };
    },
    afterWrite(record, db) {
      recomputeScore(db, book, record[book.holderId]);
    },
  };
}

const holderOf = (db: DemoDb, book: ScoreBook, holderId: unknown) =>
  collection(db, book.holder).find((row) => String(row[book.holderId]) === String(holderId));

/** Sets a holder's score from its entries. */
export function recomputeScore(db: DemoDb, book: ScoreBook, holderId: unknown): void {
  const holder = holderOf(db, book, holderId);
  if (!holder) return;
  const entries = collection(db, book.entries).filter(
    (row: Row) => String(row[book.holderId]) === String(holderId),
  );
  holder.creditScore = scoreOf(entries);
}

export const clientScoreHooks = scoreHooks({
  entries: 'clientCreditScore',
  settings: 'clientCreditScoreSetting',
  holder: 'client',
  holderId: 'clientId',
});

export const orgScoreHooks = scoreHooks({
  entries: 'orgCreditScore',
  settings: 'orgCreditScoreSetting',
  holder: 'org',
  holderId: 'orgId',
});

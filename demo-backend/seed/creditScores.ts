import type { Row } from '../db';
import { utcSeconds, type Random } from '../random';

/** An item of the credit score settings (schemas/creditScoreSetting.ts). */
export interface ScoreItem {
  id: number;
  name: string;
  nameEn: string;
  minScore: number;
  maxScore: number;
}

/** The items a client's score entry may assess: a range, fixed points, or points taken off. */
export const clientScoreItems: readonly ScoreItem[] = [
  { id: 1, name: '按时付款', nameEn: 'On-time payment', minScore: 0, maxScore: 10 },
  { id: 2, name: '消耗规模', nameEn: 'Spend volume', minScore: 0, maxScore: 20 },
  { id: 3, name: '合作满一年', nameEn: 'A year of cooperation', minScore: 5, maxScore: 5 },
  { id: 4, name: '逾期付款', nameEn: 'Late payment', minScore: -20, maxScore: 0 },
  {
    id: 5,
    name: '违规封户',
    nameEn: 'Accounts blocked for violations',
    minScore: -10,
    maxScore: -10,
  },
  { id: 6, name: '其他', nameEn: 'Other', minScore: -20, maxScore: 20 },
];

/** A reseller's items. */
export const orgScoreItems: readonly ScoreItem[] = [
  { id: 1, name: '按时付款', nameEn: 'On-time payment', minScore: 0, maxScore: 10 },
  { id: 2, name: '客户规模', nameEn: 'Client base', minScore: 0, maxScore: 20 },
  { id: 3, name: '客户投诉', nameEn: 'Client complaints', minScore: -15, maxScore: 0 },
  { id: 4, name: '逾期付款', nameEn: 'Late payment', minScore: -20, maxScore: 0 },
  { id: 5, name: '其他', nameEn: 'Other', minScore: -20, maxScore: 20 },
];

/**
 * The score a holder starts from and the bounds it stays in: its score is BASE plus its entries'
 * points, clamped to 0–100 (assumed; SPEC §7 does not say how the backend sums them).
 */
export const BASE_SCORE = 60;
export const MIN_SCORE = 0;
export const MAX_SCORE = 100;

export const scoreOf = (entries: readonly Row[]) =>
  Math.min(
    MAX_SCORE,
    Math.max(
      MIN_SCORE,
      entries.reduce((sum, entry) => sum + (Number(entry.score) || 0), BASE_SCORE),
    ),
  );

/** Points of one entry toward what is left to reach, within an item that can give them. */
function nextEntry(random: Random, items: readonly ScoreItem[], remaining: number) {
  const fits = items.filter((item) =>
    remaining > 0
      ? item.maxScore > 0 && Math.max(item.minScore, 1) <= remaining
      : item.minScore < 0 && Math.min(item.maxScore, -1) >= remaining,
  );
  const item = random.pick(fits);
  const score =
    remaining > 0
      ? random.int(Math.max(item.minScore, 1), Math.min(item.maxScore, remaining))
      : random.int(Math.max(item.minScore, remaining), Math.min(item.maxScore, -1));
  return { item, score };
}

/**
 * Score entries for each holder whose points add up to its seeded score (BASE_SCORE plus them),
 * each within its item's range, so the first change recomputes the score it shows.
 */
export function seedScoreEntries(
  random: Random,
  items: readonly ScoreItem[],
  holders: readonly Row[],
  holderFields: readonly string[],
  scoreField = 'creditScore',
): Row[] {
  const from = utcSeconds(2023, 1, 1);
  const to = utcSeconds(2025, 12, 31);
  const entries: Row[] = [];
  for (const holder of holders) {
    const target = Number(holder[scoreField]);
    if (!Number.isInteger(target) || target < MIN_SCORE || target > MAX_SCORE) continue;
    let remaining = target - BASE_SCORE;
    while (remaining !== 0) {
      const { item, score } = nextEntry(random, items, remaining);
      remaining -= score;
      entries.push({
        id: entries.length + 1,
        ...Object.fromEntries(holderFields.map((field) => [field, holder[field]])),
        scoreItem: item.id,
        score,
        createTime: random.dateSeconds(from, to),
      });
    }
  }
  return entries;
}

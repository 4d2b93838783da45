import type { Row } from '../db';
import { DEFAULT_ROW_COUNT } from '../engine/generate/rows';
import type { Random } from '../random';

/**
 * Spend statistics rows (consumeCount V1/V2) whose counts agree with each other: the accounts
 * that spent are some of the client's accounts on that platform, never more. The schema
 * generates the other fields (client, platform, day, amounts).
 */
export function seedConsumeCounts(random: Random): Row[] {
  return Array.from({ length: DEFAULT_ROW_COUNT }, () => {
    const accountCount = random.int(1, 60);
    return { accountCount, spendAccountCount: random.int(0, accountCount) };
  });
}

import { currencyDecimals } from '@/demoBackendSurface';
import type { Row } from '../db';
import type { Random } from '../random';
import { utcSeconds } from '../random';

/** Days of spend seeded per ad account, ending on the demo's last generated day (2026-11-01). */
export const SPEND_DAYS = 45;
const LAST_DAY = utcSeconds(2026, 11, 1);
const DAY_SECONDS = 86400;
/** Days travel as the start of the day in the platform's zone (UTC+8). */
const CHINA_OFFSET_SECONDS = 8 * 3600;

/** An amount of the currency's decimals, as text. */
function spendOf(random: Random, currency: unknown): string {
  const whole = String(random.int(20, 3000));
  const decimals = currencyDecimals(typeof currency === 'string' ? currency : undefined);
  if (decimals === 0) return whole;
  return `${whole}.${String(random.int(0, 99)).padStart(2, '0')}${'0'.repeat(decimals - 2)}`;
}

/**
 * A day's spend per ad account over the last SPEND_DAYS days (some days without spend), so that an
 * account's, a client's and a media agent's consumption read as a trend. The schema generates the
 * other fields (its exchange rate, the USD equivalent).
 */
export function seedDailySpend(random: Random, accounts: readonly Row[]): Row[] {
  const rows: Row[] = [];
  for (let day = SPEND_DAYS - 1; day >= 0; day -= 1) {
    const consumeDate = LAST_DAY - day * DAY_SECONDS - CHINA_OFFSET_SECONDS;
    for (const account of accounts) {
      if (random.chance(0.1)) continue;
      rows.push({
        consumeDate,
        accountId: account.accountId,
        mediaAccountId: account.mediaAccountId,
        accountName: account.accountName,
        platform: account.platform,
        clientId: account.clientId,
        clientName: account.clientName,
        orgId: account.orgId,
        orgName: account.orgName,
        mediaAgentId: account.mediaAgentId,
        mediaAgentName: account.mediaAgentName,
        currency: account.currency,
        spend: spendOf(random, account.currency),
      });
    }
  }
  return rows;
}

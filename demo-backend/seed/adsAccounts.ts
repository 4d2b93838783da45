import { adsAccountStates } from '../../schemas/adsAccount';
import { currencyDecimals } from '@/demoBackendSurface';
import { mediaPlatform } from '../../schemas/enums';
import { AGENTS_WITH_LOGS } from './mediaAgentLogs';
import type { Row } from '../db';
import type { Random } from '../random';
import { applicationStatus } from './statuses';

/** Ad accounts seeded (as many as a generated list has). */
const ACCOUNT_COUNT = 48;

const statuses = Object.values(adsAccountStates);
const otherPlatforms = mediaPlatform.options
  .map((option) => String(option.value))
  .filter((platform) => platform !== 'Facebook');
const currencies = ['USD', 'USD', 'USD', 'EUR', 'HKD', 'JPY'] as const;

/** Client application states (seed/statuses.ts): in business, and ended (liquidated first). */
const CLIENT_IN_BUSINESS = applicationStatus.active;
const ENDED_CLIENT = [applicationStatus.liquidated, applicationStatus.terminated];

/** Accounts with no money in them: closed, empty, or zeroed out while closing. */
const withoutBalance = new Set<number>([
  adsAccountStates.closed,
  adsAccountStates.empty,
  adsAccountStates.closingZeroOut,
]);

/** An account id as its platform writes them: Google's 123-456-7890, Facebook's act_…, digits. */
function mediaAccountIdOf(platform: string, random: Random): string {
  const digits = String(random.int(1_000_000_000, 9_999_999_999));
  if (platform === 'Google')
    return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return platform === 'Facebook' ? `act_${digits}${random.int(10, 99)}` : digits;
}

/**
 * Ad accounts in every status of SPEC §4, half of them on Facebook (the batch authorisation's
 * platform) so each status occurs there too; closed, empty and closing accounts hold nothing.
 * The generator fills the rest (the client's reseller and names, media agent, opening time).
 */
export function seedAdsAccounts(random: Random, clients: readonly Row[]): Row[] {
  // Live accounts belong to clients in business; a closed one may be left with a client that has
  // ended (terminated or liquidated), which keeps it from being deleted.
  const inBusiness = clients.filter((client) => client.status === CLIENT_IN_BUSINESS);
  const ended = ENDED_CLIENT.flatMap((status) =>
    clients.filter((client) => client.status === status),
  );
  let endedTaken = 0;
  const ownerOf = (status: number, index: number) => {
    if (status === adsAccountStates.closed && index % 2 === 0 && ended.length) {
      return { clientId: ended[endedTaken++ % ended.length].clientId };
    }
    return inBusiness.length ? { clientId: random.pick(inBusiness).clientId } : {};
  };
  return Array.from({ length: ACCOUNT_COUNT }, (_, index) => {
    const platform =
      index % 2 === 0 ? 'Facebook' : otherPlatforms[(index >> 1) % otherPlatforms.length];
    const status = statuses[(index >> 1) % statuses.length];
    const currency = platform === 'Facebook' ? 'USD' : currencies[index % currencies.length];
    const whole = currency === 'JPY';
    const amount = (min: number, max: number) =>
      whole ? random.int(min * 100, max * 100) : random.amount(min, max);
    return {
      accountId: index + 1,
      ...ownerOf(status, index),
      // Spread over the agents at the top of their list, so each has accounts and spend.
      mediaAgentId: (index % AGENTS_WITH_LOGS) + 1,
      platform,
      status,
      currency,
      mediaAccountId: mediaAccountIdOf(platform, random),
      balance: withoutBalance.has(status) ? 0 : amount(50, 20000),
      totalSpend: status === adsAccountStates.empty ? 0 : amount(100, 90000),
    };
  });
}

const authFailures = [
  'The business manager has no admin rights on the account',
  'Account disabled by Facebook',
];

/**
 * Earlier Facebook authorisations: one record per account, three accounts to a batch, the failed
 * ones with their reason. The generator fills the operator and the time.
 */
export function seedAccountAuthorisations(random: Random, accounts: readonly Row[]): Row[] {
  const facebook = accounts.filter((account) => account.platform === 'Facebook');
  return facebook.map((account, index) => {
    const result = index % 4 === 3 ? 2 : index % 5 === 4 ? 0 : 1;
    return {
      id: index + 1,
      batchNo: `20250${1 + (Math.floor(index / 3) % 9)}15093000-${String(100 + Math.floor(index / 3))}`,
      accountId: account.accountId,
      mediaAccountId: account.mediaAccountId,
      clientId: account.clientId,
      clientName: account.clientName,
      orgId: account.orgId,
      bmId: String(random.int(100_000_000_000, 999_999_999_999)),
      result,
      failReason: result === 2 ? random.pick(authFailures) : null,
    };
  });
}

/** The fields a record about an account repeats from it. */
const aboutAccount = (account: Row) => ({
  mediaAccountId: account.mediaAccountId,
  accountName: account.accountName,
  platform: account.platform,
  clientId: account.clientId,
  clientName: account.clientName,
  orgId: account.orgId,
  orgName: account.orgName,
  currency: account.currency,
});

/** An amount to its currency's decimals (no cents in yen). */
const inCurrency = (currency: unknown, value: number) => {
  const scale = 10 ** currencyDecimals(String(currency ?? 'USD'));
  return Math.round(value * scale) / scale;
};

/**
 * Abnormal balances of live accounts, by why (balanceWarnType): 1 a negative system balance, 2 the
 * platform's and the system's balances differ, 3 an estimated overspend (system consumption above
 * the theoretical recharge by more than SPEC §9's 0.01). Only type 3 overspends.
 */
export function seedBalanceWarnings(random: Random, accounts: readonly Row[]): Row[] {
  const live = accounts.filter((account) => !withoutBalance.has(Number(account.status)));
  return live.map((account, index) => {
    const warnType = (index % 3) + 1;
    const money = (value: number) => inCurrency(account.currency, value);
    const balance = Number(account.balance) || money(random.amount(50, 5000));
    const recharge = money(random.amount(1000, 50000));
    const over = warnType === 3 ? random.amount(1, 800) : -random.amount(0, 500);
    const systemBalance = {
      1: -random.amount(1, 900),
      2: balance + random.amount(1, 300),
      3: balance,
    }[warnType]!;
    return {
      id: index + 1,
      ...aboutAccount(account),
      warnType,
      mediaBalance: balance,
      systemBalance: money(systemBalance),
      theoreticalRecharge: recharge,
      systemConsume: money(recharge + over),
    };
  });
}

/**
 * The block list: the violation accounts, being handled, and closed accounts blocked before,
 * whose balance was refunded.
 */
export function seedBlockedAccounts(random: Random, accounts: readonly Row[]): Row[] {
  const violation = accounts.filter((account) => account.status === adsAccountStates.violation);
  const closed = accounts.filter((account) => account.status === adsAccountStates.closed);
  return [...violation, ...closed].map((account, index) => ({
    id: index + 1,
    ...aboutAccount(account),
    balance: account.balance,
    handleStatus: account.status === adsAccountStates.closed ? 2 : index % 2,
    blockReason: random.pick(blockReasons),
  }));
}

const blockReasons = [
  'Circumventing systems',
  'Unacceptable business practices',
  'Misleading claims in the ad text',
  'Payment risk detected by the platform',
];

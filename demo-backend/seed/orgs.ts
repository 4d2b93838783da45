import { createRandom, utcSeconds, type Random } from '../random';
import { personName, uniqueCompanyName } from './names';
import { applicationStatus, type ApplicationStatus } from './statuses';
import { defaultWallets, type Wallet } from './wallets';
import { weightedStatus } from './weightedStatus';

export interface OrgRecord {
  orgId: number;
  orgSN: string;
  orgName: string;
  /** Old-system code. */
  code: string;
  status: ApplicationStatus;
  contactName: string;
  email: string;
  settlementCurrency: string;
  walletBalance: number;
  wallets: Wallet[];
  createTime: number;
  /** The change of details awaiting review, of one in that state. */
  changeInfo?: Record<string, unknown>;
}

/** The platform's own organisation (orgId 1). */
export const MAIN_ORG = { orgId: 1, orgName: '星链广告' } as const;
/** The reseller org the demo reseller user belongs to. */
export const RESELLER_ORG = { orgId: 2, orgName: '深圳市海拓数字营销有限公司' } as const;

/**
 * A reseller whose wallet is in arrears: its first look at its messages in a session answers the
 * friendly reminder (600001); its messages and its wallet top-up stay open.
 */
export const OVERDUE_ORG = { orgId: 3, orgName: '杭州云帆跨境电商有限公司' } as const;

/**
 * Where an organisation is reached (example addresses): its own console at its admin domain, and
 * its client portal, where invited clients and partners register, at its client domain (SPEC §3's
 * adminDomain and clientDomain). The platform's are the bare names, a reseller's carry its id.
 */
export function orgDomains(orgId: number): { adminDomain: string; clientDomain: string } {
  const prefix = orgId === MAIN_ORG.orgId ? '' : `org${orgId}.`;
  return {
    adminDomain: `https://${prefix}admin.adconsole.example`,
    clientDomain: `https://${prefix}client.adconsole.example`,
  };
}

const RESELLER_ORG_COUNT = 25;

/**
 * Resellers in the middle of a review, seeded after the others so that each review step of SPEC §4
 * has a reseller to act on (the random states of the others need not give one): one whose change
 * of details awaits review (its new contact email in `changeInfo`, as a client's), one that applied
 * to terminate, and one terminated whose wallet's refund is processing (its open refund is seeded
 * with the refunds, seed/refunds.ts). None of them holds clients (seed/clients.ts): one joined
 * lately, the others moved theirs before leaving.
 */
export const ORGS_UNDER_REVIEW = [
  {
    orgId: 27,
    orgName: '南京市锦程网络科技有限公司',
    handle: 'jincheng',
    status: applicationStatus.changePendingReview,
  },
  {
    orgId: 28,
    orgName: 'Westbrook Media Pte. Ltd.',
    handle: 'westbrookmedia',
    status: applicationStatus.terminationApplied,
  },
  {
    orgId: 29,
    orgName: '苏州市瑞丰贸易有限公司',
    handle: 'ruifeng',
    status: applicationStatus.refundProcessing,
  },
] as const;

/** Whether an org is one of `ORGS_UNDER_REVIEW`. */
export const isUnderReview = (orgId: unknown) =>
  ORGS_UNDER_REVIEW.some((org) => org.orgId === orgId);

export function seedOrgs(seed: number): OrgRecord[] {
  const random = createRandom(seed ^ 0x0a11ce);
  // Money is drawn from its own stream, so the other seeded values stay as they were.
  const money = createRandom(seed ^ 0x0a11cf);
  const taken = new Set<string>([MAIN_ORG.orgName, RESELLER_ORG.orgName, OVERDUE_ORG.orgName]);
  const from = utcSeconds(2021, 6, 1);
  const to = utcSeconds(2025, 3, 31);
  const org = (orgId: number, orgName: string, handle: string, status: ApplicationStatus) => ({
    ...moneyOf(money, status),
    orgId,
    orgSN: `ORG${String(orgId).padStart(5, '0')}`,
    orgName,
    code: `AG${String(1000 + orgId * 7)}`,
    status,
    contactName: personName(random),
    email: `contact@${handle}.example.com`,
    createTime: random.dateSeconds(from, to),
    // One whose change of details awaits review has the change (a new contact email), as a
    // client has (seed/clients.ts).
    ...(status === applicationStatus.changePendingReview
      ? { changeInfo: { email: `billing@${handle}.example.com` } }
      : {}),
  });
  const orgs: OrgRecord[] = [
    org(MAIN_ORG.orgId, MAIN_ORG.orgName, 'xinglian', applicationStatus.active),
    org(RESELLER_ORG.orgId, RESELLER_ORG.orgName, 'haituo', applicationStatus.active),
    org(OVERDUE_ORG.orgId, OVERDUE_ORG.orgName, 'yunfan', applicationStatus.active),
  ];
  for (let orgId = 4; orgId <= RESELLER_ORG_COUNT + 1; orgId += 1) {
    const company = uniqueCompanyName(random, random.chance(0.7), taken);
    orgs.push(org(orgId, company.name, company.handle, weightedStatus(random)));
  }
  for (const { orgId, orgName, handle, status } of ORGS_UNDER_REVIEW) {
    orgs.push(org(orgId, orgName, handle, status));
  }
  return orgs;
}

/** A reseller's settlement currency and wallets; one not in business or liquidated holds none. */
function moneyOf(random: Random, status: ApplicationStatus) {
  const settlementCurrency = random.pick(['USD', 'USD', 'USD', 'CNY', 'HKD']);
  const empty =
    status === applicationStatus.newRegistration ||
    status === applicationStatus.pendingReview ||
    status === applicationStatus.liquidated;
  const walletBalance = empty ? 0 : random.amount(0, 500000);
  const wallets = defaultWallets(settlementCurrency).map((wallet) =>
    wallet.currency === settlementCurrency ? { ...wallet, balance: walletBalance } : wallet,
  );
  return {
    settlementCurrency,
    walletBalance,
    wallets,
    ...(empty ? { reserveFund: 0, unsettledSpend: 0 } : {}),
  };
}

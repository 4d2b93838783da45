import { createRandom, utcSeconds, type Random } from '../random';
import { mainlandMobile, overseasPhone, uniqueCompanyName } from './names';
import { isUnderReview, MAIN_ORG, RESELLER_ORG, type OrgRecord } from './orgs';
import { defaultWallets, type Wallet } from './wallets';
import { applicationStatus, type ApplicationStatus } from './statuses';
import { weightedStatus } from './weightedStatus';

export type Region = 'native' | 'overseas';

export interface ClientRecord {
  clientId: number;
  clientSN: string;
  clientName: string;
  /** Old-system code; empty for clients created after the migration. */
  code: string;
  status: ApplicationStatus;
  orgId: number;
  orgName: string;
  bdId: number;
  bdName: string;
  settlementCurrency: string;
  /** SPEC §3 pay modes: 1 postpaid, 2 prepaid, 3 prepaid actual-sales. */
  payMode: number;
  walletBalance: number;
  /** One wallet per currency (SPEC §3): the settlement currency's holds the wallet balance. */
  wallets: Wallet[];
  reserveFund?: number;
  unsettledSpend?: number;
  /** The values of an edit waiting for review (state 3). */
  changeInfo?: Record<string, unknown>;
  creditScore: number;
  adAccountCount: number;
  region: Region;
  email: string;
  phone: string;
  createTime: number;
}

const CLIENT_COUNT = 120;

/** A BD (business development) member a client is assigned to. */
export interface BdMember {
  adminId: number;
  name: string;
}

function pickOrg(random: Random, orgs: readonly OrgRecord[], index: number) {
  // Every sixth client belongs to the demo reseller, so its user always has data to see.
  if (index % 6 === 5) return orgs.find((org) => org.orgId === RESELLER_ORG.orgId) ?? orgs[0];
  if (random.chance(0.7)) return orgs.find((org) => org.orgId === MAIN_ORG.orgId) ?? orgs[0];
  return random.pick(
    orgs.filter((org) => org.orgId > RESELLER_ORG.orgId && !isUnderReview(org.orgId)),
  );
}

export function seedClients(
  seed: number,
  orgs: readonly OrgRecord[],
  bds: readonly BdMember[],
): ClientRecord[] {
  const random = createRandom(seed ^ 0xc11e);
  const taken = new Set(orgs.map((org) => org.orgName));
  const from = utcSeconds(2022, 1, 1);
  const to = utcSeconds(2025, 6, 30);
  const clients: ClientRecord[] = [];
  for (let index = 0; index < CLIENT_COUNT; index += 1) {
    const clientId = index + 1;
    const company = uniqueCompanyName(random, random.chance(0.6), taken);
    const org = pickOrg(random, orgs, index);
    const bd = random.pick(bds);
    const region: Region = random.chance(company.chinese ? 0.85 : 0.15) ? 'native' : 'overseas';
    clients.push({
      clientId,
      clientSN: `C${String(100000 + clientId)}`,
      clientName: company.name,
      code: random.chance(0.5) ? `KS${random.int(1000, 9999)}` : '',
      status: weightedStatus(random),
      orgId: org.orgId,
      orgName: org.orgName,
      bdId: bd.adminId,
      bdName: bd.name,
      settlementCurrency: random.pick(['USD', 'USD', 'USD', 'CNY', 'EUR', 'HKD']),
      payMode: random.pick([1, 2, 2, 3]),
      walletBalance: random.amount(0, 250000),
      wallets: [],
      creditScore: random.int(55, 100),
      adAccountCount: random.int(0, 80),
      region,
      email: `ads${clientId}@${company.handle}.example.com`,
      phone: region === 'native' ? mainlandMobile(random) : overseasPhone(random),
      createTime: random.dateSeconds(from, to),
    });
  }
  return clients.map(withStateMoney);
}

/**
 * A client's money as its state implies (without drawing more random numbers, so the other
 * seeded values stay as they are): one not yet in business or liquidated holds none; every
 * client has its wallets; one with a change pending has the change.
 */
function withStateMoney(client: ClientRecord): ClientRecord {
  const empty =
    client.status === applicationStatus.newRegistration ||
    client.status === applicationStatus.pendingReview ||
    client.status === applicationStatus.liquidated;
  const walletBalance = empty ? 0 : client.walletBalance;
  const wallets = defaultWallets(client.settlementCurrency).map((wallet) => ({
    ...wallet,
    balance: wallet.currency === client.settlementCurrency ? walletBalance : 0,
  }));
  const changed =
    client.status === applicationStatus.changePendingReview
      ? { changeInfo: { email: client.email.replace(/^ads/, 'billing') } }
      : {};
  return {
    ...client,
    walletBalance,
    wallets,
    ...(empty ? { reserveFund: 0, unsettledSpend: 0 } : {}),
    ...changed,
  };
}

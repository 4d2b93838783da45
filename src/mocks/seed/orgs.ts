import { createRandom, utcSeconds } from '../random';
import { personName, uniqueCompanyName } from './names';
import { applicationStatus, type ApplicationStatus } from './statuses';
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
  createTime: number;
}

/** The platform's own organisation (orgId 1). */
export const MAIN_ORG = { orgId: 1, orgName: '星链广告' } as const;
/** The reseller org the demo reseller user belongs to. */
export const RESELLER_ORG = { orgId: 2, orgName: '深圳市海拓数字营销有限公司' } as const;

/** A reseller whose wallet is in arrears: its message list answers the friendly reminder (600001). */
export const OVERDUE_ORG = { orgId: 3, orgName: '杭州云帆跨境电商有限公司' } as const;

const RESELLER_ORG_COUNT = 25;

export function seedOrgs(seed: number): OrgRecord[] {
  const random = createRandom(seed ^ 0x0a11ce);
  const taken = new Set<string>([MAIN_ORG.orgName, RESELLER_ORG.orgName, OVERDUE_ORG.orgName]);
  const from = utcSeconds(2021, 6, 1);
  const to = utcSeconds(2025, 3, 31);
  const org = (orgId: number, orgName: string, handle: string, status: ApplicationStatus) => ({
    orgId,
    orgSN: `ORG${String(orgId).padStart(5, '0')}`,
    orgName,
    code: `AG${String(1000 + orgId * 7)}`,
    status,
    contactName: personName(random),
    email: `contact@${handle}.example.com`,
    createTime: random.dateSeconds(from, to),
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
  return orgs;
}

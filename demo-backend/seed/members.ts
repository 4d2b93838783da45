import { memberRole, roleIds } from '../../schemas/enums';
import { utcSeconds, type Random } from '../random';
import { createDemoAccounts, DEMO_EMAIL_DOMAIN } from '../users';
import { mainlandMobile, uniquePersonName } from './names';
import { MAIN_ORG } from './orgs';

/** A staff member of the main organisation (schemas/member.ts). */
export interface MemberRecord {
  adminId: number;
  name: string;
  role: number;
  /** 1 yes, 0 no. */
  isTeamLeader: number;
  email: string;
  mobile: string;
  /** 1 enabled, 0 stopped. */
  status: number;
  createTime: number;
}

const GENERATED_STAFF = 30;
const FIRST_GENERATED_ID = 2001;
/** Roles of the generated staff, BD and OP most often. */
const staffRoles = [
  roleIds.BD,
  roleIds.BD,
  roleIds.BD,
  roleIds.OP,
  roleIds.OP,
  roleIds.OP,
  roleIds.CM,
  roleIds.CM,
  roleIds.AD,
  roleIds.AD,
  roleIds.DS,
  roleIds.market,
  roleIds.MPM,
  roleIds.financier,
  roleIds.cashier,
  roleIds.HR,
  roleIds.technology,
];
const memberRoles = new Set(memberRole.options.map((option) => option.value));

/** The demo users of the main organisation that are staff (not partners or media agents). */
function demoStaff(random: Random): MemberRecord[] {
  const joined = utcSeconds(2021, 9, 1);
  return createDemoAccounts()
    .filter(({ info }) => info.orgId === MAIN_ORG.orgId && memberRoles.has(info.adminRole))
    .map(({ info, email }, index) => ({
      adminId: info.adminId,
      name: info.name,
      role: info.adminRole,
      isTeamLeader: info.isTeamLeader ? 1 : 0,
      email,
      mobile: mainlandMobile(random),
      status: 1,
      createTime: joined + index * 86400,
    }));
}

/** The demo users plus ~30 more staff, the same for the same random stream. */
export function seedMembers(random: Random): MemberRecord[] {
  const staff = demoStaff(random);
  const taken = new Set(staff.map((member) => member.name));
  const from = utcSeconds(2022, 1, 1);
  const to = utcSeconds(2025, 12, 31);
  for (let index = 0; index < GENERATED_STAFF; index += 1) {
    const adminId = FIRST_GENERATED_ID + index;
    staff.push({
      adminId,
      name: uniquePersonName(random, taken),
      role: random.pick(staffRoles),
      isTeamLeader: random.chance(0.15) ? 1 : 0,
      email: `staff${adminId}@${DEMO_EMAIL_DOMAIN}`,
      mobile: mainlandMobile(random),
      status: random.chance(0.9) ? 1 : 0,
      createTime: random.dateSeconds(from, to),
    });
  }
  return staff;
}

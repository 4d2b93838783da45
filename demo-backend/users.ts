import { SALE_AGENT_INFO_INCOMPLETE, type UserInfo } from '@/demoBackendSurface';
import { roleIds } from '../schemas/enums';
import { MAIN_ORG, orgDomains, OVERDUE_ORG, RESELLER_ORG } from './seed/orgs';

/** The one password of every demo account. */
export const DEMO_PASSWORD = 'demo123';
export const DEMO_EMAIL_DOMAIN = 'demo.adconsole.test';

/** A role by name; its adminRole number is `roleIds[name]` (schemas/enums.ts, the one numbering). */
export type RoleName = keyof typeof roleIds;

/** A login account of the demo backend, as kept in the store. */
export interface DemoAccount {
  username: string;
  password: string;
  email: string;
  info: UserInfo;
}

/** What the demo login page lists. */
export interface DemoLogin {
  username: string;
  label: string;
  labelCn: string;
  roles: RoleName[];
  orgId: number;
}

interface AccountRow {
  adminId: number;
  username: string;
  role: RoleName;
  name: string;
  label: string;
  labelCn: string;
  org?: { orgId: number; orgName: string };
  /** Accounts of one person with several roles share a group name. */
  personGroup?: string;
  saleAgent?: { saleAgentId: number; infoStatus: number };
  /** The media agent a mediaAgent account speaks for (its report shows only that agent's rows). */
  mediaAgentId?: number;
  /** A team leader (default: the BD accounts are, to show a leader's rights). */
  leader?: boolean;
  /** Only listed on the login page when true (the second identity of a person is not). */
  listed: boolean;
}

/** The media agent record the demo's media agent account speaks for. */
export const DEMO_MEDIA_AGENT_ID = 1;

const VCC_MENU = ['/vcc/list', '/vcc/record', '/option/vccExchangeRate'];
const VCC_ROLES: readonly RoleName[] = ['admin', 'superAdmin', 'financier'];
const SALE_AGENT_INFO_COMPLETE = 1;

const single = (
  adminId: number,
  role: RoleName,
  name: string,
  label: string,
  labelCn: string,
): AccountRow => ({
  adminId,
  username: role.toLowerCase(),
  role,
  name,
  label,
  labelCn,
  listed: true,
});

const accountRows: readonly AccountRow[] = [
  single(101, 'admin', '王磊', 'Administrator', '管理员'),
  single(102, 'superAdmin', '陈静', 'Super administrator', '超级管理员'),
  single(103, 'BD', '李晨', 'Business development (team leader)', '商务拓展（组长）'),
  single(104, 'OP', '张婷', 'Operations', '运营'),
  single(105, 'CM', '刘洋', 'Customer success manager', '客户成功经理'),
  single(106, 'AD', '赵杰', 'Ad optimiser', '投放优化师'),
  single(107, 'DS', '周娜', 'Data specialist', '数据专员'),
  single(108, 'financier', '吴芳', 'Financier', '财务'),
  single(109, 'cashier', '徐敏', 'Cashier', '出纳'),
  single(110, 'technology', '孙涛', 'Technology', '技术'),
  {
    ...single(111, 'saleAgent', '林佳怡', 'Sales partner', '销售合伙人'),
    saleAgent: { saleAgentId: 1, infoStatus: SALE_AGENT_INFO_COMPLETE },
  },
  single(112, 'market', '黄强', 'Marketing', '市场'),
  single(113, 'MPM', '杨伟', 'Media platform manager', '媒体平台经理'),
  single(114, 'HR', '何静', 'Human resources', '人力资源'),
  // Assumed: the user info of a media agent names its media agent record (mediaAgentId).
  {
    ...single(115, 'mediaAgent', '郭军', 'Media agent', '媒体代理'),
    mediaAgentId: DEMO_MEDIA_AGENT_ID,
  },
  {
    ...single(116, 'BD', '马骁', 'Two roles: BD and OP', '双角色：商务与运营'),
    username: 'multi',
    personGroup: 'multi',
  },
  {
    ...single(117, 'OP', '马骁', 'Two roles: BD and OP (OP identity)', '双角色（运营身份）'),
    username: 'multi.op',
    personGroup: 'multi',
    listed: false,
  },
  {
    ...single(118, 'admin', '邓超', 'Reseller organisation admin', '代理商管理员'),
    username: 'reseller',
    org: RESELLER_ORG,
  },
  {
    ...single(
      119,
      'saleAgent',
      '曾凡',
      'Sales partner, info incomplete',
      '销售合伙人（资料未完善）',
    ),
    username: 'newpartner',
    saleAgent: { saleAgentId: 2, infoStatus: SALE_AGENT_INFO_INCOMPLETE },
  },
  {
    ...single(
      120,
      'admin',
      '许诺',
      'Reseller in arrears (friendly reminder)',
      '欠费代理商（温馨提示）',
    ),
    username: 'overdue',
    org: OVERDUE_ORG,
  },
  {
    // A BD team member: acts only on the clients it owns (bdId 121), unlike the leader `bd`.
    ...single(121, 'BD', '唐宁', 'Business development (team member)', '商务拓展（组员）'),
    username: 'bdmember',
    leader: false,
  },
];

function toUserInfo(row: AccountRow): UserInfo {
  const group = row.personGroup
    ? accountRows.filter((other) => other.personGroup === row.personGroup)
    : [row];
  const org = row.org ?? MAIN_ORG;
  const info: UserInfo = {
    adminId: row.adminId,
    orgId: org.orgId,
    orgName: org.orgName,
    adminRole: roleIds[row.role],
    // The roles of the identity in use; roleList holds every identity of the person.
    roles: [row.role],
    roleList: group.map((account) => ({ adminId: account.adminId, roleName: account.role })),
    introduction: row.label,
    name: row.name,
    isTeamLeader: row.leader ?? row.role === 'BD',
    isLeader: row.leader ?? row.role === 'BD',
    vcc_menu_show: VCC_ROLES.includes(row.role) ? [...VCC_MENU] : [],
    inviteCode: `XL${row.adminId}`,
    // Its client portal, where its clients and partners register, and its own console.
    ...orgDomains(org.orgId),
  };
  if (row.mediaAgentId !== undefined) info.mediaAgentId = row.mediaAgentId;
  if (row.saleAgent) {
    info.saleAgentId = row.saleAgent.saleAgentId;
    info.saleAgentMode = 1;
    info.saleAgentInfoStatus = row.saleAgent.infoStatus;
  }
  return info;
}

/** Fresh copies of every demo account (the store owns and may change them). */
export function createDemoAccounts(): DemoAccount[] {
  return accountRows.map((row) => ({
    username: row.username,
    password: DEMO_PASSWORD,
    email: `${row.username}@${DEMO_EMAIL_DOMAIN}`,
    info: toUserInfo(row),
  }));
}

/** The accounts the demo login page offers, one per role plus the special cases. */
export const demoLogins: readonly DemoLogin[] = accountRows
  .filter((row) => row.listed)
  .map((row) => ({
    username: row.username,
    label: row.label,
    labelCn: row.labelCn,
    roles: toUserInfo(row).roleList.map((item) => item.roleName as RoleName),
    orgId: (row.org ?? MAIN_ORG).orgId,
  }));

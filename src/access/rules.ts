import type { UserInfo } from '@/data/contract';
import { roles, type Role, type Subject } from './subjects';

/**
 * THE permissions of the console: the role table of SPEC §6 and our defaults (DESIGN §3).
 * Each rule says which roles may work in which areas; `source` tells where it comes from.
 * Organisation markers and vcc_menu_show keys of a route are applied on top (routeAccess.ts).
 */
export interface AreaRule {
  subjects: readonly Subject[];
  roles: readonly Role[];
  source: 'spec' | 'default';
}

/** Staff: every role but the sales partner and the media agent. */
export const STAFF: readonly Role[] = roles.filter((r) => r !== 'saleAgent' && r !== 'mediaAgent');
const EVERYONE: readonly Role[] = roles;

export const areaRules: readonly AreaRule[] = [
  // spec: Members management — admin, superAdmin
  { subjects: ['Member'], roles: ['admin', 'superAdmin'], source: 'spec' },
  // spec: Options currency, bank, invoice — admin, superAdmin, financier, cashier
  {
    subjects: ['OptionCurrency', 'OptionBank', 'OptionInvoice'],
    roles: ['admin', 'superAdmin', 'financier', 'cashier'],
    source: 'spec',
  },
  // spec: Pay channel — superAdmin, admin, financier, technology
  {
    subjects: ['OptionPayChannel'],
    roles: ['superAdmin', 'admin', 'financier', 'technology'],
    source: 'spec',
  },
  // spec: Sale agent consume report — saleAgent only
  { subjects: ['SaleAgentConsumeReport'], roles: ['saleAgent'], source: 'spec' },
  // spec: Agent report — mediaAgent only
  { subjects: ['AgentReport'], roles: ['mediaAgent'], source: 'spec' },
  // spec: News list — admin, superAdmin, market
  { subjects: ['NewsList'], roles: ['admin', 'superAdmin', 'market'], source: 'spec' },
  // spec: News blacklist — admin, superAdmin
  { subjects: ['NewsBlacklist'], roles: ['admin', 'superAdmin'], source: 'spec' },
  // spec: To-do work orders — MPM, admin, superAdmin
  { subjects: ['TodoWorkOrder'], roles: ['MPM', 'admin', 'superAdmin'], source: 'spec' },
  // spec: To-do wallet warn — OP, BD, admin, superAdmin, financier
  {
    subjects: ['TodoWalletWarn'],
    roles: ['OP', 'BD', 'admin', 'superAdmin', 'financier'],
    source: 'spec',
  },
  // spec: To-do account abnormal — admin, superAdmin, financier, OP, MPM
  {
    subjects: ['TodoAccountAbnormal'],
    roles: ['admin', 'superAdmin', 'financier', 'OP', 'MPM'],
    source: 'spec',
  },
  // spec: Own KPI — OP, CM, BD, AD, DS, MPM
  { subjects: ['OwnKpi'], roles: ['OP', 'CM', 'BD', 'AD', 'DS', 'MPM'], source: 'spec' },
  // default: everyone signed in has the dashboard and the profile page
  { subjects: ['Dashboard', 'Profile'], roles: EVERYONE, source: 'default' },
  // default: staff see the staff areas (organisation markers then split main org and resellers)
  {
    subjects: [
      'Client',
      'Media',
      'MediaAgent',
      'AdsAccount',
      'Vcc',
      'OptionExchangeRate',
      'Finance',
      'WorkOrder',
      'AdsReport',
      'OrgFinance',
      'NewsCentre',
      'Org',
      'MarketChannel',
      'Kpi',
      'OutfitAccount',
      'SaleAgent',
      'Reports',
    ],
    roles: STAFF,
    source: 'default',
  },
  // default: a sales partner has its own areas: its info and its bills (with its consume report)
  { subjects: ['SaleAgentInfo', 'SaleAgentBill'], roles: ['saleAgent'], source: 'default' },
  // default: staff also see the partners' bills
  { subjects: ['SaleAgentBill'], roles: STAFF, source: 'default' },
];

/** Named rights on buttons, beyond opening an area. */
export interface ActionRule {
  action: string;
  subject: Subject;
  allows: (user: UserInfo) => boolean;
  source: 'spec' | 'default';
}

const hasRole = (user: UserInfo, role: Role) => user.roles.includes(role);

export const actionRules: readonly ActionRule[] = [
  // spec: invite buttons are hidden from mediaAgent
  {
    action: 'invite',
    subject: 'Dashboard',
    allows: (user) => !hasRole(user, 'mediaAgent'),
    source: 'spec',
  },
  // spec: partner invitation only for non-saleAgent users of the main organisation
  {
    action: 'invitePartner',
    subject: 'Dashboard',
    allows: (user) =>
      user.orgId === 1 && !hasRole(user, 'saleAgent') && !hasRole(user, 'mediaAgent'),
    source: 'spec',
  },
];

/** The areas a set of roles may open. */
export function areasOf(userRoles: readonly string[]): Set<Subject> {
  const areas = new Set<Subject>();
  for (const rule of areaRules) {
    if (rule.roles.some((role) => userRoles.includes(role)))
      rule.subjects.forEach((s) => areas.add(s));
  }
  return areas;
}

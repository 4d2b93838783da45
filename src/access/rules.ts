import type { MongoQuery } from '@casl/ability';
import type { UserInfo } from '@/data/contract';
import { roles, type Role, type Subject } from './subjects';

/**
 * THE permissions of the console: the role table of SPEC §6 and our defaults (DESIGN §3), kept
 * as data. `areaRules` say who opens an area (CASL `read`: its routes, lists and details) and,
 * with `when`, which of its records a user reads (a BD team member: the clients it owns);
 * `operationRules` grant every other operation by name, per role, with record conditions where
 * ownership matters; `actionRules` are the buttons of hand-written pages (invitations). Nobody is
 * granted CASL's `manage`. Each rule says where it comes from: `spec` (SPEC §6) or `default` (our
 * defaults, DESIGN §3). The table of docs/rights.md is generated from them (`npm run docs:rights`),
 * and a test fails while the committed one differs. Organisation markers and vcc_menu_show keys of a route apply on top (routeAccess.ts).
 */
export type RuleSource = 'spec' | 'default';

/** Record conditions of a rule (a CASL / MongoDB query over the record's fields). */
export type Conditions = MongoQuery;

/** Who opens an area: `read` on its subjects. */
export interface AreaRule {
  subjects: readonly Subject[];
  roles: readonly Role[];
  /** The records it lets the user read, built from the user; null or absent: every record. */
  when?: (user: UserInfo) => Conditions | null;
  /**
   * The records `when` is about (a schema entity): the area's other lists (a client's bills,
   * payments…) are not narrowed by it. Required with `when`.
   */
  records?: string;
  source: RuleSource;
}

/** An operation granted to some roles in some areas. */
export interface OperationRule {
  subjects: readonly Subject[];
  /** CASL actions: 'create', 'update', 'delete', 'export', or a declared action's name. */
  actions: readonly string[];
  roles: readonly Role[];
  /** Only users for whom this holds (e.g. team leaders). */
  only?: (user: UserInfo) => boolean;
  /** The records it applies to, built from the user; null: every record. */
  when?: (user: UserInfo) => Conditions | null;
  source: RuleSource;
}

/** Staff: every role but the sales partner and the media agent. */
export const STAFF: readonly Role[] = roles.filter((r) => r !== 'saleAgent' && r !== 'mediaAgent');
const EVERYONE: readonly Role[] = roles;
/** Staff who may export lists: HR reads its areas and changes or takes away nothing. */
const EXPORTERS: readonly Role[] = STAFF.filter((r) => r !== 'HR');
/** Administrators do everything in the areas they open. */
const ADMINS: readonly Role[] = ['admin', 'superAdmin'];

/** Team leaders (SPEC §6: members are team leaders or team members). */
export const isTeamLeader = (user: UserInfo): boolean =>
  Boolean(user.isTeamLeader || user.isLeader);

/** The record field that makes a BD or an OP the owner of a client (or a BD of a reseller). */
export const OWNER_FIELDS = { BD: 'bdId', OP: 'opId' } as const satisfies Partial<
  Record<Role, string>
>;

/** The records whose owner field is the user's adminId; every record for a team leader. */
const owned =
  (field: string) =>
  (user: UserInfo): Conditions | null =>
    isTeamLeader(user) ? null : { [field]: user.adminId };

/** A BD acts on the records it owns (`bdId`), unless it is a team leader. */
const asOwningBd = { roles: ['BD'], when: owned(OWNER_FIELDS.BD) } as const;
/** An OP acts on the records it owns (`opId`), unless it is a team leader. */
const asOwningOp = { roles: ['OP'], when: owned(OWNER_FIELDS.OP) } as const;

/** The records someone else wrote (`creatorId`, a site message's writer): not one's own. */
const writtenByOthers = (user: UserInfo): Conditions => ({ creatorId: { $ne: user.adminId } });

/**
 * The field that ties a record about one person to the user: a staff member's own KPI rows
 * (`adminId`), a sales partner's bills and consume report (`saleAgentId`), a media agent's report
 * (`mediaAgentId`, assumed in the user info like `saleAgentId`).
 */
export const SELF_FIELDS = {
  staff: 'adminId',
  saleAgent: 'saleAgentId',
  mediaAgent: 'mediaAgentId',
} as const satisfies Record<string, keyof UserInfo>;

/** The records about the user itself; none when its info lacks the id (a condition no row meets). */
const aboutSelf =
  (field: (typeof SELF_FIELDS)[keyof typeof SELF_FIELDS]) =>
  (user: UserInfo): Conditions => {
    const id = user[field];
    return { [field]: typeof id === 'number' ? id : { $in: [] } };
  };

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
  // spec: Sale agent consume report — saleAgent only (default: the rows of its own clients)
  {
    subjects: ['SaleAgentConsumeReport'],
    roles: ['saleAgent'],
    when: aboutSelf(SELF_FIELDS.saleAgent),
    records: 'saleAgentConsume',
    source: 'spec',
  },
  // spec: Agent report — mediaAgent only (default: its own rows)
  {
    subjects: ['AgentReport'],
    roles: ['mediaAgent'],
    when: aboutSelf(SELF_FIELDS.mediaAgent),
    records: 'agentReport',
    source: 'spec',
  },
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
  // default: finance's risk warnings are read by the finance roles and admins
  {
    subjects: ['RiskWarning'],
    roles: ['admin', 'superAdmin', 'financier', 'cashier'],
    source: 'default',
  },
  // spec: Own KPI — OP, CM, BD, AD, DS, MPM
  // (default: its own rows)
  {
    subjects: ['OwnKpi'],
    roles: ['OP', 'CM', 'BD', 'AD', 'DS', 'MPM'],
    when: aboutSelf(SELF_FIELDS.staff),
    records: 'employeeKpi',
    source: 'spec',
  },
  // default: everyone signed in has the dashboard and the profile page
  { subjects: ['Dashboard', 'Profile'], roles: EVERYONE, source: 'default' },
  // default: staff see the staff areas (organisation markers then split main org and resellers).
  // A client's or reseller's credit scores and invoices are read with the clients or resellers,
  // and written by other roles (finance issues invoices); records' history (ActionLog, on detail
  // pages) is read by whoever reads records, its entries following the record.
  {
    subjects: [
      'ClientCreditScore',
      'ClientInvoice',
      'Media',
      'MediaAgent',
      'AdsAccount',
      'Vcc',
      'OptionExchangeRate',
      'Finance',
      'WorkOrder',
      'AdsReport',
      'OrgFinance',
      'Org',
      'OrgCreditScore',
      'OrgInvoice',
      'MarketChannel',
      'Kpi',
      'OutfitAccount',
      'SaleAgent',
      'Reports',
      'ActionLog',
    ],
    roles: STAFF,
    source: 'default',
  },
  // default: staff read every client, BD and OP team members only the clients they own (their
  // leaders every client); the area's money records (bills, payments…) are not narrowed
  { subjects: ['Client'], roles: STAFF.filter((r) => r !== 'BD' && r !== 'OP'), source: 'default' },
  { subjects: ['Client'], ...asOwningBd, records: 'client', source: 'default' },
  { subjects: ['Client'], ...asOwningOp, records: 'client', source: 'default' },
  // default: a sales partner has its own areas: its info and its own bills (with its consume report)
  { subjects: ['SaleAgentInfo'], roles: ['saleAgent'], source: 'default' },
  {
    subjects: ['SaleAgentBill'],
    roles: ['saleAgent'],
    when: aboutSelf(SELF_FIELDS.saleAgent),
    records: 'saleAgentBill',
    source: 'default',
  },
  // default: staff open the message centre and read the messages they received there
  {
    subjects: ['NewsCentre'],
    roles: STAFF,
    when: (user: UserInfo): Conditions => ({ recId: user.adminId, recEnvType: 'admin' }),
    records: 'siteMessageReceipt',
    source: 'default',
  },
  // default: staff also see the partners' bills
  { subjects: ['SaleAgentBill'], roles: STAFF, source: 'default' },
  // default: the permission map (who may do what) is for the administrators
  // The permission map of these rules themselves.
  { subjects: ['PermissionMap'], roles: ADMINS, source: 'default' },
];

/** The steps of a work order (SPEC §4), as its actions are named in resources/workOrder.ts. */
const WORK_ORDER_STEPS = [
  'review',
  'submitToChannel',
  'push',
  'toManual',
  'pass',
  'openFailed',
  'reject',
  'cancel',
  'rejectModify',
] as const;

/** What the owner of a client does to it (and a BD or OP team leader to any client). */
const CLIENT_OWNER_STEPS = [
  'update',
  'updateLabel',
  'updateEmphasis',
  'toBeTerminate',
  'undoTerminate',
  'reborn',
] as const;

/** The review steps of a new or changed client or reseller, and of its termination. */
const REVIEW_STEPS = [
  'approveNew',
  'refuseNew',
  'confirmChange',
  'refuseChange',
  'confirmTerminate',
] as const;

/** A payment's collection (SPEC §4 payment status). */
const PAYMENT_STEPS = ['confirmPayment', 'receivePayment', 'rejectPayment'] as const;

/** A bill's progress (SPEC §4) and its adjustments before finance confirms it. */
const BILL_STEPS = [
  'opConfirm',
  'financeConfirm',
  'initiatePayment',
  'confirmBillPayment',
  'lockBill',
  'deductBill',
  'correctBill',
] as const;

/** A refund's review and payout (the refunds of a terminated client or reseller). */
const REFUND_STEPS = ['approveRefund', 'rejectRefund', 'confirmRefunded'] as const;

/** A holder's money moved by staff in business: a refund applied for, a rebate transferred. */
const MONEY_STEPS = ['applyRefund', 'transferRebate'] as const;

/**
 * Every operation beyond opening an area, grouped by area as in docs/rights.md. Admin and
 * superAdmin do everything in the areas they open, and deleting is theirs alone (DESIGN §3).
 */
export const operationRules: readonly OperationRule[] = [
  // --- Clients (Client, ClientCreditScore, ClientInvoice)
  // default: admin and superAdmin do everything to clients
  {
    subjects: ['Client'],
    actions: [
      'create',
      'delete',
      ...CLIENT_OWNER_STEPS,
      ...REVIEW_STEPS,
      'refund',
      ...REFUND_STEPS,
      ...MONEY_STEPS,
      'changeBD',
      'changeOP',
      ...PAYMENT_STEPS,
      ...BILL_STEPS,
    ],
    roles: ADMINS,
    source: 'default',
  },
  // default: BD and OP create clients
  { subjects: ['Client'], actions: ['create'], roles: ['BD', 'OP'], source: 'default' },
  // default: BD and OP edit, label, mark, apply to terminate and restart the clients they own
  { subjects: ['Client'], actions: CLIENT_OWNER_STEPS, ...asOwningBd, source: 'default' },
  { subjects: ['Client'], actions: CLIENT_OWNER_STEPS, ...asOwningOp, source: 'default' },
  // default: OP team leaders approve new clients, confirm changes and terminations
  {
    subjects: ['Client'],
    actions: REVIEW_STEPS,
    roles: ['OP'],
    only: isTeamLeader,
    source: 'default',
  },
  // default: BD team leaders give a client another BD, OP team leaders another OP
  {
    subjects: ['Client'],
    actions: ['changeBD'],
    roles: ['BD'],
    only: isTeamLeader,
    source: 'default',
  },
  {
    subjects: ['Client'],
    actions: ['changeOP'],
    roles: ['OP'],
    only: isTeamLeader,
    source: 'default',
  },
  // default: refunding a terminated client is a money step, the financier's
  { subjects: ['Client'], actions: ['refund'], roles: ['financier'], source: 'default' },
  // default: the financier reviews a client's refund; the cashier or the financier pays it out
  {
    subjects: ['Client'],
    actions: ['approveRefund', 'rejectRefund'],
    roles: ['financier'],
    source: 'default',
  },
  {
    subjects: ['Client'],
    actions: ['confirmRefunded'],
    roles: ['financier', 'cashier'],
    source: 'default',
  },
  // default: the financier applies for a client's refund and transfers rebates; a BD or OP
  // applies for a refund of a client it owns (finance then reviews it)
  { subjects: ['Client'], actions: MONEY_STEPS, roles: ['financier'], source: 'default' },
  { subjects: ['Client'], actions: ['applyRefund'], ...asOwningBd, source: 'default' },
  { subjects: ['Client'], actions: ['applyRefund'], ...asOwningOp, source: 'default' },
  // default: a client's payment (registered by BD or OP, as a client is) is confirmed or rejected
  // by the financier, and received by the cashier or the financier; a reseller's own (Org) alike
  {
    subjects: ['Client', 'Org'],
    actions: ['confirmPayment', 'rejectPayment'],
    roles: ['financier'],
    source: 'default',
  },
  {
    subjects: ['Client', 'Org'],
    actions: ['receivePayment'],
    roles: ['financier', 'cashier'],
    source: 'default',
  },
  // default: a bill's steps: OP confirms the operations, the financier the finance, the cashier
  // or the financier initiates and confirms its payment, admins lock it; OP and the financier
  // deduct and correct it until finance confirms it; a reseller's bill (Org) alike
  {
    subjects: ['Client', 'Org'],
    actions: ['opConfirm', 'deductBill', 'correctBill'],
    roles: ['OP'],
    source: 'default',
  },
  {
    subjects: ['Client', 'Org'],
    actions: ['financeConfirm', 'deductBill', 'correctBill'],
    roles: ['financier'],
    source: 'default',
  },
  {
    subjects: ['Client', 'Org'],
    actions: ['initiatePayment', 'confirmBillPayment'],
    roles: ['financier', 'cashier'],
    source: 'default',
  },
  // default: staff but HR export the client lists and their money lists
  { subjects: ['Client'], actions: ['export'], roles: EXPORTERS, source: 'default' },
  // default: the financier scores a client's credit; admins too, and only they delete a score
  {
    subjects: ['ClientCreditScore'],
    actions: ['create'],
    roles: [...ADMINS, 'financier'],
    source: 'default',
  },
  { subjects: ['ClientCreditScore'], actions: ['delete'], roles: ADMINS, source: 'default' },
  // default: finance issues a client's or a reseller's invoices (admins too); staff but HR export
  // them
  {
    subjects: ['ClientInvoice', 'OrgInvoice'],
    actions: ['create'],
    roles: [...ADMINS, 'financier'],
    source: 'default',
  },
  {
    subjects: ['ClientInvoice', 'OrgInvoice'],
    actions: ['export'],
    roles: EXPORTERS,
    source: 'default',
  },

  // --- Resellers (Org, OrgCreditScore)
  // default: admin and superAdmin do everything to resellers
  {
    subjects: ['Org'],
    actions: [
      'create',
      'update',
      'delete',
      'toBeTerminate',
      'undoTerminate',
      'reborn',
      ...REVIEW_STEPS,
      'refund',
      ...REFUND_STEPS,
      ...MONEY_STEPS,
      ...PAYMENT_STEPS,
      ...BILL_STEPS,
    ],
    roles: ADMINS,
    source: 'default',
  },
  // default: a BD signs up resellers, edits, applies to terminate and restarts those it owns (no
  // OP there), as a client's owner does
  { subjects: ['Org'], actions: ['create'], roles: ['BD'], source: 'default' },
  {
    subjects: ['Org'],
    actions: ['update', 'toBeTerminate', 'undoTerminate', 'reborn'],
    ...asOwningBd,
    source: 'default',
  },
  // default: OP team leaders review resellers as they review clients
  {
    subjects: ['Org'],
    actions: REVIEW_STEPS,
    roles: ['OP'],
    only: isTeamLeader,
    source: 'default',
  },
  // default: refunding a terminated reseller is the financier's
  { subjects: ['Org'], actions: ['refund'], roles: ['financier'], source: 'default' },
  // default: a reseller's refund is reviewed and paid out as a client's
  {
    subjects: ['Org'],
    actions: ['approveRefund', 'rejectRefund'],
    roles: ['financier'],
    source: 'default',
  },
  {
    subjects: ['Org'],
    actions: ['confirmRefunded'],
    roles: ['financier', 'cashier'],
    source: 'default',
  },
  // default: the financier applies for a reseller's refund and transfers its rebates; a BD
  // applies for a refund of a reseller it owns (finance then reviews it)
  { subjects: ['Org'], actions: MONEY_STEPS, roles: ['financier'], source: 'default' },
  { subjects: ['Org'], actions: ['applyRefund'], ...asOwningBd, source: 'default' },
  // default: staff but HR export the reseller lists
  { subjects: ['Org'], actions: ['export'], roles: EXPORTERS, source: 'default' },
  // default: a reseller's VIP purchase is a money step: the financier's, with admins
  {
    subjects: ['Org'],
    actions: ['buyVip'],
    roles: [...ADMINS, 'financier'],
    source: 'default',
  },
  // default: the financier (and admins) score a reseller's credit
  {
    subjects: ['OrgCreditScore'],
    actions: ['create'],
    roles: [...ADMINS, 'financier'],
    source: 'default',
  },

  // --- Media and members
  // default: MPM keeps the media list with admins; only admins delete a medium
  { subjects: ['Media'], actions: ['create', 'update'], roles: ['MPM'], source: 'default' },
  {
    subjects: ['Media'],
    actions: ['create', 'update', 'delete'],
    roles: ADMINS,
    source: 'default',
  },
  // default: members are managed by the only roles that open them, admin and superAdmin
  {
    subjects: ['Member'],
    actions: ['create', 'update', 'delete', 'stop'],
    roles: ADMINS,
    source: 'default',
  },

  // --- Media agents
  // default: MPM keeps the media agents (open, close, MCC authorisation and its link) with admins
  {
    subjects: ['MediaAgent'],
    actions: ['create', 'update', 'open', 'close', 'refreshAuth', 'authLink'],
    roles: [...ADMINS, 'MPM'],
    source: 'default',
  },
  // default: admins delete an agent and assign or withdraw its MPMs
  {
    subjects: ['MediaAgent'],
    actions: ['delete', 'addMpm', 'delMpm'],
    roles: ADMINS,
    source: 'default',
  },
  // default: staff but HR export the agent lists
  { subjects: ['MediaAgent'], actions: ['export'], roles: EXPORTERS, source: 'default' },

  // --- Ad accounts
  // default: OP and MPM (and admins) authorise Facebook accounts, close and zero out accounts
  {
    subjects: ['AdsAccount'],
    actions: ['authorize', 'close', 'zeroOut'],
    roles: [...ADMINS, 'OP', 'MPM'],
    source: 'default',
  },
  // default: moving an account to another client or media agent changes who pays and who is
  // paid; MPM (who keeps the media agents) and admins do it
  {
    subjects: ['AdsAccount'],
    actions: ['moveClient', 'moveMediaAgent'],
    roles: [...ADMINS, 'MPM'],
    source: 'default',
  },
  // default: staff but HR export the ad account reports
  { subjects: ['AdsAccount'], actions: ['export'], roles: EXPORTERS, source: 'default' },
  // default: finance (and admins) import the monthly spend sheets (SPEC §5)
  {
    subjects: ['AdsAccount'],
    actions: ['importSpend'],
    roles: [...ADMINS, 'financier'],
    source: 'default',
  },

  // --- Options
  // default: the financier keeps the money options with admins (currencies, banks, invoicing
  // subjects, the daily and the VCC exchange rates); technology also keeps the pay channels it
  // opens; only admins delete one
  {
    subjects: ['OptionCurrency', 'OptionBank', 'OptionInvoice', 'OptionExchangeRate'],
    actions: ['create', 'update'],
    roles: [...ADMINS, 'financier'],
    source: 'default',
  },
  {
    subjects: ['OptionPayChannel'],
    actions: ['create', 'update'],
    roles: [...ADMINS, 'financier', 'technology'],
    source: 'default',
  },
  {
    subjects: [
      'OptionCurrency',
      'OptionBank',
      'OptionInvoice',
      'OptionExchangeRate',
      'OptionPayChannel',
    ],
    actions: ['delete'],
    roles: ADMINS,
    source: 'default',
  },
  // default: whoever opens an option list exports it (HR opens none of the restricted ones)
  {
    subjects: ['OptionCurrency', 'OptionBank', 'OptionInvoice'],
    actions: ['export'],
    roles: ['admin', 'superAdmin', 'financier', 'cashier'],
    source: 'default',
  },
  { subjects: ['OptionExchangeRate'], actions: ['export'], roles: EXPORTERS, source: 'default' },

  // --- Finance
  // default: as a client's: the financier confirms and rejects payments (with admins), the
  // cashier or the financier receives them (a reseller's dollar top-ups among them)
  {
    subjects: ['Finance'],
    actions: ['confirmPayment', 'rejectPayment'],
    roles: [...ADMINS, 'financier'],
    source: 'default',
  },
  {
    subjects: ['Finance'],
    actions: ['receivePayment'],
    roles: [...ADMINS, 'financier', 'cashier'],
    source: 'default',
  },
  // default: staff but HR export the finance reports
  { subjects: ['Finance'], actions: ['export'], roles: EXPORTERS, source: 'default' },
  // default: a reseller's admins, financier and cashier register its payments and top-ups
  {
    subjects: ['OrgFinance'],
    actions: ['create'],
    roles: [...ADMINS, 'financier', 'cashier'],
    source: 'default',
  },
  { subjects: ['OrgFinance'], actions: ['export'], roles: EXPORTERS, source: 'default' },

  // --- Work orders
  // default: MPM and OP (and admins) review, push, pass, reject… work orders
  {
    subjects: ['WorkOrder'],
    actions: WORK_ORDER_STEPS,
    roles: [...ADMINS, 'MPM', 'OP'],
    source: 'default',
  },
  // default: MPM (and admins) allocate a work order to an MPM operator (audit allocation)
  { subjects: ['WorkOrder'], actions: ['allocate'], roles: [...ADMINS, 'MPM'], source: 'default' },
  // default: the client's BD and OP (and admins) apply for openings and operations for a client,
  // and revoke their applications
  {
    subjects: ['WorkOrder'],
    actions: ['create', 'revoke'],
    roles: [...ADMINS, 'BD', 'OP'],
    source: 'default',
  },
  { subjects: ['WorkOrder'], actions: ['export'], roles: EXPORTERS, source: 'default' },

  // --- Site messages
  // default: market writes site messages with admins (who approve and publish them)
  {
    subjects: ['NewsList'],
    actions: ['create', 'update'],
    roles: [...ADMINS, 'market'],
    source: 'default',
  },
  // default: admins review (approve, reject) what others write, never a message of their own
  // (the buttons and the backend ask this same condition)
  {
    subjects: ['NewsList'],
    actions: ['approve', 'reject'],
    roles: ADMINS,
    when: writtenByOthers,
    source: 'default',
  },
  // default: admins publish or unpublish what was approved
  { subjects: ['NewsList'], actions: ['publish', 'unpublish'], roles: ADMINS, source: 'default' },
  // default: the blacklist is kept by the only roles that open it
  {
    subjects: ['NewsBlacklist'],
    actions: ['create', 'delete'],
    roles: ADMINS,
    source: 'default',
  },
  // default: everyone with the message centre marks their own messages read
  { subjects: ['NewsCentre'], actions: ['markRead'], roles: STAFF, source: 'default' },

  // --- Sales partners
  // default: a BD signs up and edits sales partners; admins approve, refuse, stop and delete them
  { subjects: ['SaleAgent'], actions: ['create', 'update'], roles: ['BD'], source: 'default' },
  {
    subjects: ['SaleAgent'],
    actions: ['create', 'update', 'delete', 'approval', 'refuse', 'stop'],
    roles: ADMINS,
    source: 'default',
  },
  // default: those who approve or refuse a partner first check its registration (checkRegister)
  { subjects: ['SaleAgent'], actions: ['checkRegister'], roles: ADMINS, source: 'default' },
  { subjects: ['SaleAgent'], actions: ['export'], roles: EXPORTERS, source: 'default' },
  // default: staff but HR, and the partner itself, export partner bills
  {
    subjects: ['SaleAgentBill'],
    actions: ['export'],
    roles: [...EXPORTERS, 'saleAgent'],
    source: 'default',
  },
  // default: a sales partner exports its consume report, a media agent its agent report
  {
    subjects: ['SaleAgentConsumeReport'],
    actions: ['export'],
    roles: ['saleAgent'],
    source: 'default',
  },
  { subjects: ['AgentReport'], actions: ['export'], roles: ['mediaAgent'], source: 'default' },

  // --- To-dos
  // default: MPM (and admins) suspend work-order to-dos
  {
    subjects: ['TodoWorkOrder'],
    actions: ['suspend'],
    roles: [...ADMINS, 'MPM'],
    source: 'default',
  },
  // default: admins and the financier hang up wallet warnings; BD and OP those of their clients
  {
    subjects: ['TodoWalletWarn'],
    actions: ['hangUp', 'cancelHangUp'],
    roles: [...ADMINS, 'financier'],
    source: 'default',
  },
  {
    subjects: ['TodoWalletWarn'],
    actions: ['hangUp', 'cancelHangUp'],
    ...asOwningBd,
    source: 'default',
  },
  {
    subjects: ['TodoWalletWarn'],
    actions: ['hangUp', 'cancelHangUp'],
    ...asOwningOp,
    source: 'default',
  },
  {
    subjects: ['TodoWalletWarn'],
    actions: ['export'],
    roles: ['admin', 'superAdmin', 'financier', 'BD', 'OP'],
    source: 'default',
  },
  // default: every role of the abnormal-account to-do handles and exports it
  {
    subjects: ['TodoAccountAbnormal'],
    actions: ['pending', 'cancelPending', 'markConsumeError', 'export'],
    roles: ['admin', 'superAdmin', 'financier', 'OP', 'MPM'],
    source: 'default',
  },

  // --- Virtual cards (their pages open only for users whose vcc_menu_show holds them)
  // default: admins and the financier open, bind and unbind cards
  {
    subjects: ['Vcc'],
    actions: ['openCard', 'bind', 'unbind', 'confirmUnbind'],
    roles: [...ADMINS, 'financier'],
    source: 'default',
  },

  // --- Permission map
  // default: the administrators who read it export it
  { subjects: ['PermissionMap'], actions: ['export'], roles: ADMINS, source: 'default' },

  // --- Other lists: staff but HR export them
  // default: market inquiries, KPI, ready-made accounts, virtual cards, ads data report
  {
    subjects: ['MarketChannel', 'Kpi', 'OutfitAccount', 'Vcc', 'AdsReport'],
    actions: ['export'],
    roles: EXPORTERS,
    source: 'default',
  },
];

/** Named rights on the buttons of hand-written pages, beyond opening an area. */
export interface ActionRule {
  action: string;
  subject: Subject;
  allows: (user: UserInfo) => boolean;
  source: RuleSource;
}

const hasRole = (user: UserInfo, role: Role) => user.roles.includes(role);

export const actionRules: readonly ActionRule[] = [
  // spec: invite buttons are hidden from mediaAgent (the client link, QR code and posters)
  {
    action: 'invite',
    subject: 'Dashboard',
    allows: (user) => !hasRole(user, 'mediaAgent'),
    source: 'spec',
  },
  // spec: partner invitation (link, QR code, posters) only for non-saleAgent users of the main org
  {
    action: 'invitePartner',
    subject: 'Dashboard',
    allows: (user) =>
      user.orgId === 1 && !hasRole(user, 'saleAgent') && !hasRole(user, 'mediaAgent'),
    source: 'spec',
  },
  // default: a reseller's admins, financier and cashier pay its wallet top-ups by card (as they
  // create them); the return page itself is public (SPEC §2)
  {
    action: 'payByCard',
    subject: 'OrgFinance',
    allows: (user) =>
      ([...ADMINS, 'financier', 'cashier'] as const).some((role) => hasRole(user, role)),
    source: 'default',
  },
  // default: the unread risk warnings pop up after login for the finance roles they concern
  {
    action: 'popup',
    subject: 'RiskWarning',
    allows: (user) => hasRole(user, 'financier') || hasRole(user, 'cashier'),
    source: 'default',
  },
];

/** The area rules that apply to a user: one of its roles. */
export function areaRulesOf(user: UserInfo): AreaRule[] {
  return areaRules.filter((rule) => rule.roles.some((role) => user.roles.includes(role)));
}

/**
 * The records a subject's `read` conditions are about (schema entities, from the rules' `records`):
 * the rows of those entities are the ones a reader sees only when its conditions hold.
 */
export function readScopedRecords(subject: Subject): Set<string> {
  return new Set(
    areaRules.flatMap((rule) =>
      rule.when && rule.records && rule.subjects.includes(subject) ? [rule.records] : [],
    ),
  );
}

/** The areas a set of roles may open. */
export function areasOf(userRoles: readonly string[]): Set<Subject> {
  const areas = new Set<Subject>();
  for (const rule of areaRules) {
    if (rule.roles.some((role) => userRoles.includes(role)))
      rule.subjects.forEach((s) => areas.add(s));
  }
  return areas;
}

/** The operation rules that apply to a user: one of its roles, and its `only` holds. */
export function operationRulesOf(user: UserInfo): OperationRule[] {
  return operationRules.filter(
    (rule) => rule.roles.some((role) => user.roles.includes(role)) && (rule.only?.(user) ?? true),
  );
}

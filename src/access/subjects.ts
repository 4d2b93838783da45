/** The areas of the console, as CASL subjects. Each declared route belongs to one. */
export const subjects = [
  'Dashboard',
  'Profile',
  'Client',
  /** A client's credit scores: read with the clients, written by other roles than the clients. */
  'ClientCreditScore',
  /** A client's invoices: read with the clients, issued by finance. */
  'ClientInvoice',
  'Media',
  'Member',
  'MediaAgent',
  'AdsAccount',
  'SaleAgentConsumeReport',
  'Vcc',
  'OptionCurrency',
  'OptionBank',
  'OptionInvoice',
  'OptionPayChannel',
  'OptionExchangeRate',
  'Finance',
  'WorkOrder',
  'AdsReport',
  'AgentReport',
  'OrgFinance',
  'NewsCentre',
  'NewsList',
  'NewsBlacklist',
  'Org',
  /** A reseller's credit scores: read with the resellers, written by other roles. */
  'OrgCreditScore',
  /** A reseller's invoices: read with the resellers, issued by finance. */
  'OrgInvoice',
  'MarketChannel',
  'Kpi',
  'OwnKpi',
  'OutfitAccount',
  'SaleAgent',
  'SaleAgentBill',
  'SaleAgentInfo',
  'TodoWorkOrder',
  'TodoWalletWarn',
  'TodoAccountAbnormal',
  'RiskWarning',
  'Reports',
  /** Records' history (detail pages): read by whoever reads records; entries follow the record. */
  'ActionLog',
  /** The permission map of the rules themselves (admins). */
  'PermissionMap',
] as const;

export type Subject = (typeof subjects)[number];

/** Roles of SPEC §6. */
export const roles = [
  'admin',
  'superAdmin',
  'BD',
  'OP',
  'CM',
  'AD',
  'DS',
  'financier',
  'cashier',
  'technology',
  'saleAgent',
  'market',
  'MPM',
  'HR',
  'mediaAgent',
] as const;

export type Role = (typeof roles)[number];

/**
 * Actions: 'read' opens an area (its routes, lists and details); every other operation is a named
 * right: 'create', 'update', 'delete', 'export' and each declared action by its name (or its
 * `ability`). Nobody is granted CASL's 'manage'.
 */
export type Action = 'read' | 'create' | 'update' | 'delete' | 'export' | (string & {});

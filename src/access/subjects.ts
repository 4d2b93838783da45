/** The areas of the console, as CASL subjects. Each declared route belongs to one. */
export const subjects = [
  'Dashboard',
  'Profile',
  'Client',
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
  'Reports',
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

/** Actions: 'read' opens an area; 'manage' is every action; the rest are named rights. */
export type Action = 'read' | 'create' | 'update' | 'delete' | 'export' | 'manage' | (string & {});

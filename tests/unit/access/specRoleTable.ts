/** SPEC §6 "Roles and permissions", the role table, copied verbatim. */
export const specRoleTable = `
| Area | Allowed roles |
|---|---|
| Members management | admin, superAdmin |
| Options currency, bank, invoice | admin, superAdmin, financier, cashier |
| Pay channel | superAdmin, admin, financier, technology |
| Sale agent consume report | saleAgent only |
| Agent report | mediaAgent only |
| News list | admin, superAdmin, market |
| News blacklist | admin, superAdmin |
| To-do work orders | MPM, admin, superAdmin |
| To-do wallet warn | OP, BD, admin, superAdmin, financier |
| To-do account abnormal | admin, superAdmin, financier, OP, MPM |
| Own KPI | OP, CM, BD, AD, DS, MPM |
`;

/** Which of our areas (CASL subjects) each row of the table is about. */
export const specAreaSubjects: Record<string, string[]> = {
  'Members management': ['Member'],
  'Options currency, bank, invoice': ['OptionCurrency', 'OptionBank', 'OptionInvoice'],
  'Pay channel': ['OptionPayChannel'],
  'Sale agent consume report': ['SaleAgentConsumeReport'],
  'Agent report': ['AgentReport'],
  'News list': ['NewsList'],
  'News blacklist': ['NewsBlacklist'],
  'To-do work orders': ['TodoWorkOrder'],
  'To-do wallet warn': ['TodoWalletWarn'],
  'To-do account abnormal': ['TodoAccountAbnormal'],
  'Own KPI': ['OwnKpi'],
};

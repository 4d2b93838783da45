/**
 * The mobile pages of SPEC §2 and the declared resource each mirrors: a mobile page is the same
 * resource (its fields, filters, actions, rights and endpoints) drawn as cards. Paths are under
 * /h5/; a resource is named as in resources/*.ts.
 */
export interface H5Route {
  /** The path under /h5/, without it: `todo/walletWarn`. */
  path: string;
  /** The declared resource it mirrors. */
  resource: string;
  /** The group it is listed under on the mobile home page. */
  group: 'todo' | 'client' | 'adsAccount' | 'org' | 'option' | 'vcc';
}

export const h5Routes: readonly H5Route[] = [
  { path: 'todo/walletWarn', resource: 'todoWalletWarn', group: 'todo' },
  { path: 'todo/accountAbnormal', resource: 'todoAccountAbnormal', group: 'todo' },
  { path: 'client/wallet', resource: 'clientAccount', group: 'client' },
  { path: 'client/exchangeRate', resource: 'clientExchangeRate', group: 'client' },
  { path: 'client/risk', resource: 'riskWarning', group: 'client' },
  { path: 'client/payment', resource: 'clientPayment', group: 'client' },
  { path: 'client/bill', resource: 'clientBill', group: 'client' },
  { path: 'client/rebate', resource: 'clientRebate', group: 'client' },
  { path: 'client/refund', resource: 'clientRefund', group: 'client' },
  { path: 'adsAccount/list', resource: 'adsAccount', group: 'adsAccount' },
  { path: 'org/list', resource: 'org', group: 'org' },
  { path: 'option/currency', resource: 'currency', group: 'option' },
  { path: 'option/exchangeRate', resource: 'optionExchangeRate', group: 'option' },
  { path: 'option/payChannel', resource: 'optionPayChannel', group: 'option' },
  { path: 'vcc/list', resource: 'vcc', group: 'vcc' },
  { path: 'vcc/record', resource: 'vccRecord', group: 'vcc' },
];

/** The mobile route of a pathname (`/h5/todo/walletWarn`, a trailing slash allowed), or null. */
export function h5RouteOf(pathname: string): H5Route | null {
  const match = /^\/h5\/(.+?)\/?$/.exec(pathname);
  if (!match) return null;
  return h5Routes.find((route) => route.path === match[1]) ?? null;
}

/** The address of a mobile route. */
export const h5PathOf = (route: H5Route) => `/h5/${route.path}`;

/**
 * Every assumption the console makes about the backend, in one place.
 *
 * The spec (SPEC §7, §8, §9) names paths, success codes and error codes but not the wire format.
 * What is not in the spec is marked "assumed"; a team with the real backend adapts this file.
 */

export type Service = 'main' | 'admin';

/** The base URLs when the env names none, and the env variables that set them (DESIGN §2). */
export const defaultBaseUrls: Record<Service, { url: string; env: string }> = {
  main: { url: '/api', env: 'VITE_MAIN_API_URL' },
  admin: { url: '/admin-api', env: 'VITE_ADMIN_API_URL' },
};

/** Base URLs of the two services (assumed env names, DESIGN §2). */
export const baseUrls: Record<Service, string> = {
  main: import.meta.env.VITE_MAIN_API_URL || defaultBaseUrls.main.url,
  admin: import.meta.env.VITE_ADMIN_API_URL || defaultBaseUrls.admin.url,
};

/** Request timeout (SPEC §9). */
export const REQUEST_TIMEOUT_MS = 120000;

/** Header names (assumed). */
export const headers = {
  token: 'Authorization',
  tokenValue: (token: string) => `Bearer ${token}`,
  language: 'Accept-Language',
  languageValue: (lang: Language) => (lang === 'cn' ? 'zh-CN' : 'en'),
} as const;

/** The response envelope (assumed field names). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Success codes of each service (SPEC §7). */
export const successCodes: Record<Service, ReadonlySet<number>> = {
  main: new Set([0]),
  admin: new Set([200, 0, -4, -5, 200061]),
};

/** Codes that end the session: log out and go to /login (SPEC §8). */
export const sessionEndCodes: Record<Service, ReadonlySet<number>> = {
  main: new Set([-201, -202]),
  admin: new Set([401, -201, -202]),
};

/**
 * A refusal a backend may answer a valid call with, by a business rule the call's bounds cannot
 * say (a wallet's balance, one rate per day): its error code and the rule, one English sentence
 * for the backend team. Declared on the write it refuses (docs/declarations.md, "Business
 * refusals"); the OpenAPI document lists them on the operation (`x-business-refusals`).
 */
export interface BusinessRefusal {
  code: number;
  rule: string;
}

/** A refusal about one field names it in the answer's data, `data.field` (assumed). */
export const REFUSED_FIELD = 'field';

/** Admin-service code that opens the friendly-reminder dialog (SPEC §8). */
export const FRIENDLY_REMINDER_CODE = 600001;
export const friendlyReminderTargets = {
  walletTopUp: '/orgFinance/walletPay',
  messageCentre: '/news/centre',
} as const;

/** Error toasts are suppressed for this long after one is shown (SPEC §8, §9). */
export const ERROR_TOAST_DEDUPE_MS = 3000;
/** Logout calls closer than this are ignored (SPEC §8). */
export const LOGOUT_GUARD_MS = 2000;

/** Paging and list shapes (assumed, DESIGN §2). */
export const paging = {
  page: 'page',
  pageSize: 'pageSize',
  /** Sort parameters (assumed). */
  sortField: 'orderBy',
  sortOrder: 'order',
} as const;
export interface ListPayload<T = Record<string, unknown>> {
  list: T[];
  total: number;
}

/** Where the session lives in the browser (DESIGN §2, SPEC §9). */
export const storageKeys = {
  tokenCookie: 'Admin-Token',
  roleCookie: 'Admin-Role',
  language: 'language',
} as const;

export type Language = 'cn' | 'en';
export const languages: readonly Language[] = ['cn', 'en'];

/** The login and session calls (paths from SPEC §7, bodies assumed, DESIGN §2). */
export const authEndpoints = {
  captcha: 'GET /login/getCaptcha',
  login: 'POST /login/login',
  mailCode: 'POST /login/mailCode',
  loginByMail: 'POST /login/loginByMail',
  userInfo: 'GET /login/getAdminInfo',
  switchAccount: 'POST /login/switchAccount',
  setPassword: 'POST /login/setPwd',
  forgotPassword: 'POST /login/forgetPwd',
  logout: 'GET /login/logout',
  /** Before login: the brand of the organisation the console's domain belongs to. */
  orgByDomain: 'GET /org/getInfoByDomain',
} as const;

export interface CaptchaPayload {
  key: string;
  /** A data URL of the captcha picture. */
  image: string;
}
export interface TokenPayload {
  token: string;
}
/**
 * `GET /org/getInfoByDomain?domain=<the page's host name>` (SPEC §7; the answer is assumed): the
 * organisation whose console or client portal is at that domain, or `null` for a domain no
 * organisation uses.
 */
export interface OrgBrandPayload {
  orgId?: number;
  orgName: string;
  orgLogo?: string;
}
export interface LoginByNameBody {
  username: string;
  password: string;
  captcha: string;
  captchaKey: string;
}
export interface LoginByMailBody {
  email: string;
  code: string;
  captcha: string;
  captchaKey: string;
}
/** Mail code purposes (assumed): logging in or resetting a password. */
export interface MailCodeBody {
  email: string;
  type: 'login' | 'forgetPwd';
}
export interface ForgotPasswordBody {
  email: string;
  code: string;
  password: string;
}
export interface SetPasswordBody {
  /** The current password (assumed name: SPEC §7 does not show setPwd's parameters). */
  oldPassword: string;
  password: string;
}

/** User info (SPEC §3). `roles` holds role names, e.g. ['admin'] or ['BD', 'OP'] (assumed). */
export interface UserInfo {
  adminId: number;
  orgId: number;
  orgName: string;
  orgLogo?: string;
  clientDomain?: string;
  adminDomain?: string;
  adminRole: number;
  roles: string[];
  roleList: { adminId: number; roleName: string }[];
  introduction?: string;
  name: string;
  avatar?: string;
  isTeamLeader?: boolean;
  isLeader?: boolean;
  vcc_menu_show?: string[];
  saleAgentId?: number;
  /** The media agent a mediaAgent account speaks for (assumed, like saleAgentId). */
  mediaAgentId?: number;
  saleAgentMode?: number;
  saleAgentInfoStatus?: number;
  bindWechatCode?: string;
  qrcode?: string;
  inviteCode?: string;
  vipInfo?: unknown;
}

/** File uploads (assumed): multipart field `file`, answers `data: { url }`. */
export const uploadEndpoint = 'POST /common/upload';
export interface UploadPayload {
  url: string;
}

/**
 * Records' history (SPEC §7 names `GET /actionLog/list`; the rest is assumed): a list filtered by
 * `targetType` (the record's entity, e.g. 'client') and `targetId` (its id, as text), sorted by
 * `createTime` descending, each row `{ id, targetType, targetId, action, operatorId,
 * operatorName, reason, createTime }` (schemas/actionLog.ts).
 */
export const actionLogEndpoint = 'GET /actionLog/list';

/**
 * The state of a card-paid top-up, for SPEC §2's public return page (assumed, like its path,
 * after the page's route `/pay/return`): `GET /pay/return?orderSn&paymentId` answers without a
 * session, and only when the top-up numbered `orderSn` was paid by card under `paymentId`:
 * `data: { orderSn, amount, currency, status }`, `status` the top-up's `rechargeStatus` code
 * (0 awaiting payment, 1 credited, 2 failed, 3 expired; schemas/cardPayment.ts). An unknown pair
 * answers an error code. The provider's own notification credits the wallet, never this read.
 */
export const cardReturnEndpoint = 'GET /pay/return';

/** adminRole of a sales partner (SPEC §4). */
export const SALE_AGENT_ADMIN_ROLE = 10;
/** saleAgentInfoStatus that blocks a sales partner until identity and bank info are complete. */
export const SALE_AGENT_INFO_INCOMPLETE = 2;
export const saleAgentInfoRoute = '/saleAgentInfo/info';

/** An endpoint written as in the spec: `METHOD /path` with an optional `?idParam`. */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  /** The query (GET) or body (POST) key that carries the record id, when declared. */
  idParam?: string;
}

export function parseEndpoint(spec: string): Endpoint {
  const match = /^(GET|POST)\s+(\/[^?\s]*)(?:\?(\w+))?$/.exec(spec.trim());
  if (!match) throw new Error(`Malformed endpoint declaration: "${spec}"`);
  return { method: match[1] as Endpoint['method'], path: match[2], idParam: match[3] };
}

/**
 * How dates and amounts travel (assumed; src/engine/dates.ts reads them, shared with the demo).
 * - `date`: 'YYYY-MM-DD', `month`: 'YYYY-MM': a calendar day or month with no zone, sent as is.
 *   One that arrives as seconds is that instant's day in the platform's zone.
 * - `datetime`: an instant. Sent as ISO 8601 with the user's offset ('2026-11-24T10:00:00-05:00');
 *   read from 10-digit seconds, 13-digit milliseconds, text with an offset, or text without one in
 *   the platform's zone. Shown in the user's (browser's) zone.
 * - Amounts travel as decimal text, as typed, with at most their currency's decimals
 *   (src/engine/currencies.ts); more is refused, never rounded.
 */
export const dateContract = {
  platformZone: 'UTC+8',
  day: 'YYYY-MM-DD',
  month: 'YYYY-MM',
  moment: 'YYYY-MM-DDTHH:mm:ssZ',
} as const;

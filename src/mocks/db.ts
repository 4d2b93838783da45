import type { ClientRecord } from './seed/clients';
import type { CurrencyRecord } from './seed/currencies';
import type { MediaRecord } from './seed/media';
import type { OrgRecord } from './seed/orgs';
import type { SaleAgentRecord } from './seed/saleAgents';
import type { DemoAccount } from './users';

export interface TokenRecord {
  adminId: number;
  /** Milliseconds since the epoch. */
  issuedAt: number;
}

export interface CaptchaRecord {
  expiresAt: number;
}

export type MailCodePurpose = 'login' | 'forgetPwd';

export interface MailCodeRecord {
  code: string;
  expiresAt: number;
}

/** Everything the demo backend knows; plain JSON so it can be persisted as is. */
export interface DemoDb {
  seed: number;
  users: DemoAccount[];
  /** By token. */
  tokens: Record<string, TokenRecord>;
  /** By captcha key; the answer is derived from the key (see captcha.ts). */
  captchas: Record<string, CaptchaRecord>;
  /** By `<purpose>:<lower-case email>`. */
  mailCodes: Record<string, MailCodeRecord>;
  currencies: CurrencyRecord[];
  media: MediaRecord[];
  orgs: OrgRecord[];
  clients: ClientRecord[];
  saleAgents: SaleAgentRecord[];
}

/** Reads a keyed table without falling through to Object.prototype (keys come from requests). */
export function ownEntry<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

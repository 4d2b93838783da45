import type { DemoAccount } from './users';

export interface TokenRecord {
  adminId: number;
  /** Milliseconds since the epoch. */
  issuedAt: number;
  /** A reseller in arrears was given the friendly reminder in this session (600001, once). */
  reminded?: boolean;
}

export interface CaptchaRecord {
  expiresAt: number;
}

export type MailCodePurpose = 'login' | 'forgetPwd';

export interface MailCodeRecord {
  code: string;
  expiresAt: number;
}

/** A record of a collection: plain JSON, keyed by the schema's field names. */
export type Row = Record<string, unknown>;

/** What the user changed in a collection, relative to its deterministic seed. */
export interface CollectionChanges {
  /** Rows added or edited, whole. */
  rows: Row[];
  /** Ids of seeded rows that were removed. */
  removed: (string | number)[];
  /** Ids of added rows that came before every seeded row (created newest first). */
  leading?: (string | number)[];
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
  /**
   * Records per schema entity ('currency', 'client', 'member'…), built from the seed on first use
   * and never persisted whole: see engine/collections.ts.
   */
  collections: Record<string, Row[]>;
  /** Per entity, the changes over its seed: this, not `collections`, is what is persisted. */
  changes: Record<string, CollectionChanges>;
}

/** The persisted form of the store: the seed rebuilds the collections, `changes` replays edits. */
export type StoredDb = Omit<DemoDb, 'collections'>;

/** Reads a keyed table without falling through to Object.prototype (keys come from requests). */
export function ownEntry<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

import { findAccountById } from './accounts';
import { ownEntry, type DemoDb } from './db';
import { randomId } from './random';
import type { DemoAccount } from './users';

/** Issues a session token (`demo.<adminId>.<random>`); tokens never expire in the demo. */
export function issueToken(db: DemoDb, adminId: number, now: number = Date.now()): string {
  const token = `demo.${adminId}.${randomId()}`;
  db.tokens[token] = { adminId, issuedAt: now };
  return token;
}

export function accountOfToken(db: DemoDb, token: string): DemoAccount | undefined {
  const record = ownEntry(db.tokens, token);
  return record ? findAccountById(db, record.adminId) : undefined;
}

export function revokeToken(db: DemoDb, token: string): void {
  delete db.tokens[token];
}

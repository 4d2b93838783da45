import type { DemoDb } from './db';
import type { DemoAccount } from './users';

export function findAccountById(db: DemoDb, adminId: number): DemoAccount | undefined {
  return db.users.find((account) => account.info.adminId === adminId);
}

/** Usernames are matched trimmed and case-insensitively. */
export function findAccountByUsername(db: DemoDb, username: string): DemoAccount | undefined {
  const wanted = username.trim().toLowerCase();
  return db.users.find((account) => account.username.toLowerCase() === wanted);
}

export function findAccountByEmail(db: DemoDb, email: string): DemoAccount | undefined {
  const wanted = email.trim().toLowerCase();
  return db.users.find((account) => account.email.toLowerCase() === wanted);
}

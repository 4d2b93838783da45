import { ownEntry, type DemoDb, type MailCodePurpose } from './db';

/** The demo never sends mail: every requested code is this one. */
export const DEMO_MAIL_CODE = '246810';
export const MAIL_CODE_TTL_MS = 10 * 60 * 1000;

const entryKey = (purpose: MailCodePurpose, email: string) =>
  `${purpose}:${email.trim().toLowerCase()}`;

export function issueMailCode(
  db: DemoDb,
  email: string,
  purpose: MailCodePurpose,
  now: number = Date.now(),
): void {
  db.mailCodes[entryKey(purpose, email)] = {
    code: DEMO_MAIL_CODE,
    expiresAt: now + MAIL_CODE_TTL_MS,
  };
}

/** True when the code was requested for this email and purpose, matches and has not expired. */
export function checkMailCode(
  db: DemoDb,
  email: string,
  purpose: MailCodePurpose,
  code: string,
  now: number = Date.now(),
): boolean {
  const record = ownEntry(db.mailCodes, entryKey(purpose, email));
  return !!record && record.expiresAt > now && record.code === code.trim();
}

export function consumeMailCode(db: DemoDb, email: string, purpose: MailCodePurpose): void {
  delete db.mailCodes[entryKey(purpose, email)];
}

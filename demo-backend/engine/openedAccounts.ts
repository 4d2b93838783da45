import type { DemoDb, Row } from '../db';
import { collection, nextId } from './collections';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** An account id as its platform writes them: Google's 123-456-7890, digits elsewhere. */
function mediaAccountIdOf(platform: string, serial: number): string {
  const digits = String(7_000_000_000 + serial).padStart(10, '0');
  if (platform === 'Google')
    return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return `${platform === 'Facebook' ? 'act_' : ''}${digits}${String(serial % 100).padStart(2, '0')}`;
}

/** The accounts an opening order asks for: its `accounts` rows, or one named after its subject. */
function askedAccounts(order: Row): Row[] {
  const rows = Array.isArray(order.accounts) ? (order.accounts as Row[]) : [];
  if (rows.length) return rows;
  return [{ accountName: order.subjectName ?? order.clientName, currency: order.currency }];
}

/**
 * A passed opening creates its ad accounts, as the platform would: one per account asked for,
 * under the order's client and platform, active, with nothing spent; the order keeps their ids.
 */
export function openAccounts(order: Row, db: DemoDb): void {
  const accounts = collection(db, 'adsAccount');
  const client = collection(db, 'client').find(
    (candidate) => String(candidate.clientId) === String(order.clientId),
  );
  const platform = String(order.mediaPlatform ?? '');
  const created = askedAccounts(order).map((asked) => {
    const accountId = nextId(accounts, 'accountId');
    const account: Row = {
      accountId,
      mediaAccountId: mediaAccountIdOf(platform, accountId),
      accountName: asked.accountName ?? order.subjectName,
      platform,
      clientId: order.clientId,
      clientName: client?.clientName ?? order.clientName,
      orgId: client?.orgId ?? null,
      orgName: client?.orgName ?? null,
      status: 1,
      currency: asked.currency ?? order.currency ?? 'USD',
      timeZone: asked.timeZone ?? null,
      balance: '0',
      totalSpend: '0',
      openTime: nowSeconds(),
    };
    accounts.push(account);
    return account;
  });
  order.accountIds = created.map((account) => String(account.mediaAccountId));
}

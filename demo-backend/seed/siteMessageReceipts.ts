import type { Row } from '../db';
import type { Seeder } from '../engine/seeders';
import { createDemoAccounts } from '../users';

export const UNREAD = 0;
export const READ = 1;
/** A published message (schemas/enums.ts `siteMessageStatus`). */
const PUBLISHED = 3;

export interface Person {
  adminId: number;
  name: string;
  orgId: number;
  orgName: string;
  roles: readonly string[];
}

/** The people messages reach: the demo's signed-in staff (partners and media agents excluded). */
export function messagePeople(): Person[] {
  const seen = new Set<number>();
  return createDemoAccounts().flatMap((account) => {
    const { adminId, name, orgId, orgName, roles } = account.info;
    const outsider = roles.includes('saleAgent') || roles.includes('mediaAgent');
    if (outsider || seen.has(adminId)) return [];
    seen.add(adminId);
    return [{ adminId, name, orgId, orgName, roles }];
  });
}

/** Messages each person finds in their centre at first: two unread, one read. */
const SEEDED_RECEIPTS = [UNREAD, UNREAD, READ];

/** The seeded receipts: the first published messages, delivered to every person. */
export const receiptSeeder: Seeder = {
  idField: 'id',
  rows(context) {
    const published = context
      .rows('siteMessage')
      .filter((row) => Number(row.status) === PUBLISHED)
      .slice(0, SEEDED_RECEIPTS.length);
    let id = 0;
    return messagePeople().flatMap((person) =>
      published.map((message, index): Row => {
        id += 1;
        return {
          id,
          siteMsgId: message.id,
          recId: person.adminId,
          recEnvType: 'admin',
          title: message.title,
          content: message.content,
          status: SEEDED_RECEIPTS[index],
          sendTime: message.publishTime,
        };
      }),
    );
  },
};

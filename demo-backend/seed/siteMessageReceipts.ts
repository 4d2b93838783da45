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

/** Why a seeded person is on the message blacklist. */
const BLACKLIST_REMARKS = ['已离职', '本人要求不接收站内信', '外包人员，不接收内部通知'];

/**
 * The seeded message blacklist: each person once, a few stopped members (who left) and one of
 * the demo's people (technology), so the recipient tree shows someone marked as blacklisted.
 */
export const blacklistSeeder: Seeder = {
  idField: 'id',
  rows(context) {
    const technology = messagePeople().find((person) => person.roles.includes('technology'));
    const left = context
      .rows('member')
      .filter((member) => Number(member.status) === 0)
      .slice(0, 4)
      .map((member) => ({ adminId: Number(member.adminId), name: String(member.name) }));
    const people = [...(technology ? [technology] : []), ...left];
    return people.map((person, index) => ({
      id: index + 1,
      recId: person.adminId,
      recName: person.name,
      remark: BLACKLIST_REMARKS[index % BLACKLIST_REMARKS.length],
    }));
  },
};

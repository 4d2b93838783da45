import type { DemoDb, Row } from '../db';
import { demoErrors } from '../handlers/errors';
import { messagePeople as people, READ, UNREAD } from '../seed/siteMessageReceipts';
import type { DemoAccount } from '../users';
import { getStore } from '../store';
import { collection, nextId } from './collections';
import type { ResourceHooks } from './hooks';
import type { Refusal } from './validation';

/**
 * Site messages in the demo backend (SPEC §3, §4, §7): the recipient tree of `getSelTree`, a
 * message's life (review → approved or rejected → published → unpublished), the receipts a
 * publication delivers and the reader's `updateReadOrDel`. Assumed shapes (the spec names the
 * calls and the send items' fields only): a tree node is `{ key, title, children? }` with keys
 * `org:<orgId>`, `role:<orgId>:<role>` and `admin:<adminId>`; a message keeps the keys chosen in
 * `recipients`; `updateReadOrDel` takes a list of `{ recId, siteMsgId, status, recEnvType }`
 * where status 1 marks read and 2 deletes.
 */

export const MESSAGE = 'siteMessage';
export const RECEIPT = 'siteMessageReceipt';
export const BLACKLIST = 'siteMessageBlack';

export const messageStatus = {
  review: 0,
  approved: 1,
  rejected: 2,
  published: 3,
  unpublished: 4,
} as const;

/** `updateReadOrDel`'s status that deletes (1 marks read). */
const DELETE = 2;

export interface TreeNode {
  key: string;
  title: string;
  /** A person on the message blacklist (assumed field): shown so, and not to be chosen. */
  blacklisted?: true;
  children?: TreeNode[];
}

/**
 * Organisations → roles → people, each branch selectable as a whole; the people on the blacklist
 * are marked, so the writer sees them as such before choosing (publishing skips them).
 */
export function recipientTree(blacklist: ReadonlySet<number> = new Set()): TreeNode[] {
  const orgs = new Map<number, { title: string; roles: Map<string, TreeNode[]> }>();
  for (const person of people()) {
    const org = orgs.get(person.orgId) ?? { title: person.orgName, roles: new Map() };
    orgs.set(person.orgId, org);
    for (const role of person.roles) {
      const members = org.roles.get(role) ?? [];
      const barred = blacklist.has(person.adminId) ? { blacklisted: true as const } : {};
      members.push({ key: `admin:${person.adminId}`, title: person.name, ...barred });
      org.roles.set(role, members);
    }
  }
  return [...orgs].map(([orgId, org]) => ({
    key: `org:${orgId}`,
    title: org.title,
    children: [...org.roles].map(([role, members]) => ({
      key: `role:${orgId}:${role}`,
      title: role,
      children: members,
    })),
  }));
}

const keysOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String).filter(Boolean) : [];

/** The adminIds a message's recipient keys reach (a branch reaches everyone under it). */
export function recipientsOf(keys: readonly string[]): number[] {
  const reached = new Set<number>();
  for (const person of people()) {
    const hit = keys.some((key) => {
      const [kind, first, second] = key.split(':');
      if (kind === 'org') return Number(first) === person.orgId;
      if (kind === 'role') return Number(first) === person.orgId && person.roles.includes(second);
      return kind === 'admin' && Number(first) === person.adminId;
    });
    if (hit) reached.add(person.adminId);
  }
  return [...reached];
}

/** The names of the chosen nodes, for the message's details. */
function namesOf(keys: readonly string[]): string {
  const names = new Map<string, string>();
  const walk = (nodes: readonly TreeNode[], parent: string) => {
    for (const node of nodes) {
      names.set(node.key, parent ? `${parent} / ${node.title}` : node.title);
      walk(node.children ?? [], names.get(node.key) ?? '');
    }
  };
  walk(recipientTree(), '');
  return keys.map((key) => names.get(key) ?? key).join('; ');
}

const KEY_FORMAT = /^(org:\d+|role:\d+:\w+|admin:\d+)$/;

/**
 * Recipients are tree keys (10871 when not one), each a node of the tree (10872), checked as the
 * message is written: no person on the blacklist (10870), and someone left to receive it (10874).
 */
function checkRecipients(value: unknown, skipped: ReadonlySet<number>): Refusal | undefined {
  const keys = keysOf(value);
  if (keys.length === 0) return { error: demoErrors.required, params: { field: 'recipients' } };
  const malformed = keys.find((key) => !KEY_FORMAT.test(key));
  if (malformed) return { error: demoErrors.recipientFormat, params: { value: malformed } };
  const known = new Set<string>();
  const walk = (nodes: readonly TreeNode[]) =>
    nodes.forEach((node) => {
      known.add(node.key);
      walk(node.children ?? []);
    });
  walk(recipientTree());
  const unknown = keys.find((key) => !known.has(key));
  if (unknown) return { error: demoErrors.unknownRecipient, params: { value: unknown } };
  const barred = keys.find((key) => key.startsWith('admin:') && skipped.has(Number(key.slice(6))));
  if (barred)
    return { error: demoErrors.blacklistedRecipient, params: { value: namesOf([barred]) } };
  return reachesSomeone(keys, skipped) ? undefined : { error: demoErrors.nobodyToReceive };
}

/** The adminIds on the message blacklist. */
export const blacklisted = (db: DemoDb): Set<number> =>
  new Set(collection(db, BLACKLIST).map((row) => Number(row.recId)));

/** Whether recipient keys reach someone not on the blacklist. */
const reachesSomeone = (keys: readonly string[], skipped: ReadonlySet<number>) =>
  recipientsOf(keys).some((adminId) => !skipped.has(adminId));

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Publishing delivers one unread receipt to each recipient not on the blacklist. */
export function deliver(message: Row, db: DemoDb): number {
  const receipts = collection(db, RECEIPT);
  const skipped = blacklisted(db);
  const already = new Set(
    receipts.filter((row) => row.siteMsgId === message.id).map((row) => Number(row.recId)),
  );
  const reached = recipientsOf(keysOf(message.recipients)).filter(
    (adminId) => !skipped.has(adminId) && !already.has(adminId),
  );
  for (const recId of reached) {
    receipts.unshift({
      id: nextId(receipts, 'id'),
      siteMsgId: message.id,
      recId,
      recEnvType: message.recEnvType,
      title: message.title,
      content: message.content,
      status: UNREAD,
      sendTime: nowSeconds(),
    });
  }
  return reached.length;
}

/** Unpublishing withdraws the message from every centre. */
export function withdraw(message: Row, db: DemoDb): void {
  const receipts = collection(db, RECEIPT);
  for (let index = receipts.length - 1; index >= 0; index -= 1) {
    if (receipts[index].siteMsgId === message.id) receipts.splice(index, 1);
  }
}

/** What the message centre of an account holds (the console's environment). */
export function receiptsOf(db: DemoDb, account: DemoAccount): Row[] {
  return collection(db, RECEIPT).filter(
    (row) => Number(row.recId) === account.info.adminId && row.recEnvType === 'admin',
  );
}

export function unreadCountOf(db: DemoDb, account: DemoAccount): number {
  return receiptsOf(db, account).filter((row) => Number(row.status) === UNREAD).length;
}

/**
 * `updateReadOrDel`: every item must be a receipt of the signed-in reader, in the environment it
 * names, with status 1 (read) or 2 (delete); nothing changes unless all are.
 */
export function readOrDelete(db: DemoDb, account: DemoAccount, body: unknown): Refusal | undefined {
  const items = Array.isArray(body) ? (body as Row[]) : [];
  if (items.length === 0) return { error: demoErrors.noReadItems };
  const receipts = collection(db, RECEIPT);
  const targets: { receipt: Row; status: number }[] = [];
  for (const item of items) {
    const value = String(item?.siteMsgId ?? '');
    const receipt = receipts.find(
      (row) =>
        String(row.siteMsgId) === value &&
        Number(row.recId) === account.info.adminId &&
        Number(item?.recId) === account.info.adminId,
    );
    if (!receipt) return { error: demoErrors.notYourMessage, params: { value } };
    if (receipt.recEnvType !== item.recEnvType) {
      return { error: demoErrors.envMismatch, params: { value, env: String(item.recEnvType) } };
    }
    const status = Number(item.status);
    if (status !== READ && status !== DELETE) return { error: demoErrors.readStatusUnknown };
    targets.push({ receipt, status });
  }
  for (const { receipt, status } of targets) {
    if (status === READ) receipt.status = READ;
    else receipts.splice(receipts.indexOf(receipt), 1);
  }
  return undefined;
}

/**
 * A message written goes to review with its number and writer; an edit (of one in review or
 * rejected) goes back to review. Its reviewer is not its writer; writing and publishing need
 * someone left to receive it.
 */
export const siteMessageHooks: ResourceHooks = {
  newestFirst: true,
  normalize(input) {
    input.status = messageStatus.review;
    input.rejectReason = '';
    if ('recipients' in input) input.recipientNames = namesOf(keysOf(input.recipients));
  },
  validate: ({ input, record }) =>
    record && !('recipients' in input)
      ? undefined
      : checkRecipients(input.recipients, blacklisted(getStore())),
  initialize(record, _db, account) {
    record.applySn = `MSG${Date.now()}${String(record.id).padStart(3, '0')}`;
    if (account) {
      record.creatorId = account.info.adminId;
      record.creatorName = account.info.name;
    }
  },
  // Its writer may not review it: a condition of the rights (src/access/rules.ts), which the
  // generated handler checks. Someone blacklisted since it was written is skipped.
  beforeAction(action, record, _input, db) {
    const nobody =
      action === 'publish' && !reachesSomeone(keysOf(record.recipients), blacklisted(db));
    return nobody ? { error: demoErrors.nobodyToReceive } : undefined;
  },
  afterAction(action, record, db) {
    if (action === 'publish') {
      record.publishTime = nowSeconds();
      deliver(record, db);
    }
    if (action === 'unpublish') withdraw(record, db);
  },
};

/** A person is blacklisted once. */
export const blacklistHooks: ResourceHooks = {
  validate({ input, rows }) {
    const recId = Number(input.recId);
    return rows.some((row) => Number(row.recId) === recId)
      ? { error: demoErrors.alreadyBlacklisted, params: { value: String(input.recId) } }
      : undefined;
  },
};

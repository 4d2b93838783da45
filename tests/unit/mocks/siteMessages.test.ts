// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryPersistence } from '@demo-backend/persistence';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

/** Site messages in the demo backend: writing, review, publication, reading (SPEC §4, §7). */
setupDemoServer(memoryPersistence());

const RESELLER_ADMIN = 118;
type Row = Record<string, unknown>;

let tokens: Record<string, string> = {};
beforeEach(async () => {
  tokens = {};
  for (const user of ['market', 'admin', 'superadmin', 'reseller']) {
    tokens[user] = await loginAs(user);
  }
});

const post = (user: string, path: string, body: unknown) =>
  call<Row>('admin', `/siteSend${path}`, { method: 'POST', body, token: tokens[user] });
const get = <T>(user: string, path: string) =>
  call<T>('admin', `/siteSend${path}`, { token: tokens[user] });

const unread = async (user: string) =>
  (await get<{ messageCount: number }>(user, '/getUnReadSiteMessageCount/admin')).data.messageCount;
const centre = async (user: string) =>
  (
    await get<{ list: Row[]; total: number }>(
      user,
      '/getUserSiteMessageList/admin?page=1&pageSize=100',
    )
  ).data;

const write = (user: string, recipients: unknown, title = 'Maintenance tonight') =>
  post(user, '/saveMessage', {
    title,
    content: 'The console <b>stops</b> at 23:00.\nBack by midnight.',
    recEnvType: 'admin',
    recipients,
  });

async function publishedToBothOrgs() {
  const written = await write('market', ['org:1', 'org:2']);
  expect(written.code).toBe(200);
  const id = written.data.id;
  expect((await post('admin', '/approveMessage', { id })).code).toBe(200);
  expect((await post('admin', '/publishMessage', { id })).code).toBe(200);
  return id;
}

describe('writing a message', () => {
  it('offers organisations, roles and people as a tree', async () => {
    const { data } = await get<{ key: string; children: { key: string; children: Row[] }[] }[]>(
      'market',
      '/getSelTree',
    );
    expect(data.map((node) => node.key)).toEqual(expect.arrayContaining(['org:1', 'org:2']));
    const reseller = data.find((node) => node.key === 'org:2')!;
    expect(reseller.children[0].key).toBe('role:2:admin');
    expect(reseller.children[0].children).toEqual([
      { key: `admin:${RESELLER_ADMIN}`, title: '邓超' },
    ]);
  });

  it('is saved in review with its number and writer; it needs known recipients', async () => {
    expect((await write('market', [])).code).toBe(10008);
    expect((await write('market', ['everyone'])).code).toBe(10871);
    expect((await write('market', ['org:404'])).code).toBe(10872);
    const { code, data } = await write('market', ['org:2', 'admin:101']);
    expect(code).toBe(200);
    expect(data).toMatchObject({ status: 0, creatorId: 112, recipients: ['org:2', 'admin:101'] });
    expect(String(data.applySn)).toMatch(/^MSG\d+/);
    expect(data.recipientNames).toContain('深圳市海拓数字营销有限公司');
  });
});

describe('review and publication', () => {
  it('goes review → approved → published → unpublished, each from its state only', async () => {
    const { data } = await write('market', ['org:2']);
    const id = data.id;
    expect((await post('admin', '/publishMessage', { id })).code).toBe(10011);
    expect((await post('market', '/approveMessage', { id })).code).toBe(10015);
    expect((await post('admin', '/approveMessage', { id })).data.status).toBe(1);
    expect((await post('admin', '/approveMessage', { id })).code).toBe(10011);
    expect((await post('admin', '/publishMessage', { id })).data.status).toBe(3);
    expect((await post('admin', '/unpublishMessage', { id })).data.status).toBe(4);
  });

  it('is rejected with a reason, edited back into review, and not reviewed by its writer', async () => {
    const { data } = await write('admin', ['org:1']);
    // Its writer's review is refused by the rights' condition (src/access/rules.ts).
    expect((await post('admin', '/approveMessage', { id: data.id })).code).toBe(10015);
    expect((await post('superadmin', '/rejectMessage', { id: data.id })).code).toBe(10008);
    const rejected = await post('superadmin', '/rejectMessage', {
      id: data.id,
      rejectReason: 'Wrong time',
    });
    expect(rejected.data).toMatchObject({ status: 2, rejectReason: 'Wrong time' });
    const edited = await post('admin', '/updateMessage', { id: data.id, title: 'Right time' });
    expect(edited.data).toMatchObject({ status: 0, title: 'Right time' });
  });

  it('delivers a published message to the people of the chosen organisations, once each', async () => {
    const before = await unread('reseller');
    await publishedToBothOrgs();
    expect(await unread('reseller')).toBe(before + 1);
    const { list, total } = await centre('reseller');
    expect(list.filter((row) => row.status === 0)).toHaveLength(before + 1);
    expect(list.every((row) => row.recId === RESELLER_ADMIN)).toBe(true);
    expect(total).toBe(list.length);
  });

  it('withdraws an unpublished message from every centre', async () => {
    const before = await unread('reseller');
    const id = await publishedToBothOrgs();
    await post('admin', '/unpublishMessage', { id });
    expect(await unread('reseller')).toBe(before);
  });
});

describe('reading: updateReadOrDel with the send items', () => {
  const item = (siteMsgId: unknown, status: number, extra: Row = {}) => ({
    recId: RESELLER_ADMIN,
    siteMsgId,
    status,
    recEnvType: 'admin',
    ...extra,
  });

  it('marks read and deletes only the reader’s own messages, all or nothing', async () => {
    const id = await publishedToBothOrgs();
    const before = await unread('reseller');
    expect((await post('reseller', '/updateReadOrDel', [])).code).toBe(10875);
    expect((await post('reseller', '/updateReadOrDel', { siteMsgId: id })).code).toBe(10875);
    expect((await post('reseller', '/updateReadOrDel', [item(99999, 1)])).code).toBe(10876);
    expect((await post('reseller', '/updateReadOrDel', [item(id, 1, { recId: 101 })])).code).toBe(
      10876,
    );
    expect((await post('reseller', '/updateReadOrDel', [item(id, 3)])).code).toBe(10877);
    expect(
      (await post('reseller', '/updateReadOrDel', [item(id, 1, { recEnvType: 'client' })])).code,
    ).toBe(10878);
    expect(await unread('reseller')).toBe(before);

    expect((await post('reseller', '/updateReadOrDel', [item(id, 1)])).code).toBe(200);
    expect(await unread('reseller')).toBe(before - 1);
    const read = (await centre('reseller')).list.find((row) => row.siteMsgId === id);
    expect(read?.status).toBe(1);

    expect((await post('reseller', '/updateReadOrDel', [item(id, 2)])).code).toBe(200);
    expect((await centre('reseller')).list.some((row) => row.siteMsgId === id)).toBe(false);
  });

  it('counts exactly the unread messages the centre lists', async () => {
    for (const user of ['admin', 'market', 'reseller']) {
      const { list } = await centre(user);
      expect(await unread(user)).toBe(list.filter((row) => row.status === 0).length);
    }
  });
});

describe('blacklist of recipients', () => {
  const blacklist = () =>
    call<Row>('admin', '/siteSend/saveSiteMessageBlack', {
      method: 'POST',
      body: { recId: RESELLER_ADMIN },
      token: tokens.admin,
    });

  it('keeps a blacklisted person out of deliveries, once each', async () => {
    // Written before the person was blacklisted: publishing finds nobody left.
    const { data } = await write('market', [`admin:${RESELLER_ADMIN}`]);
    expect((await blacklist()).code).toBe(200);
    expect((await blacklist()).code).toBe(10879);
    await post('admin', '/approveMessage', { id: data.id });
    expect((await post('admin', '/publishMessage', { id: data.id })).code).toBe(10874);
    const before = await unread('reseller');
    await publishedToBothOrgs();
    expect(await unread('reseller')).toBe(before);
  });

  it('marks a blacklisted person in the tree and refuses it as the message is written', async () => {
    expect((await blacklist()).code).toBe(200);
    const { data } = await get<{ key: string; children: { key: string; children: Row[] }[] }[]>(
      'market',
      '/getSelTree',
    );
    const reseller = data.find((node) => node.key === 'org:2')!;
    expect(reseller.children[0].children).toEqual([
      { key: `admin:${RESELLER_ADMIN}`, title: '邓超', blacklisted: true },
    ]);
    const refused = await write('market', [`admin:${RESELLER_ADMIN}`]);
    expect(refused.code).toBe(10870);
    expect(refused.msg).toContain('邓超');
    // A branch of nobody but blacklisted people reaches no one; one with others left is fine.
    expect((await write('market', ['role:2:admin'])).code).toBe(10874);
    expect((await write('market', ['org:1', 'org:2'])).code).toBe(200);
  });
});

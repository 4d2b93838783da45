// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { collection } from '@demo-backend/engine/collections';
import { memoryPersistence } from '@demo-backend/persistence';
import { getStore } from '@demo-backend/store';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

/** The demo backend's actions that take values, on real declarations (resources/). */
setupDemoServer(memoryPersistence());

let token = '';
beforeEach(async () => {
  token = await loginAs('admin');
});

const post = (path: string, body: object) =>
  call<Record<string, unknown>>('main', path, { method: 'POST', body, token, language: 'en' });
const agent = async (id: number) =>
  (await call<Record<string, unknown>>('main', `/mediaAgent/detail?mediaAgentId=${id}`, { token }))
    .data;
const mpms = async () =>
  (
    await call<{ list: { adminId: number }[] }>(
      'main',
      '/admin/user/list?page=1&pageSize=2000&role=15',
      {
        token,
      },
    )
  ).data.list.map((member) => member.adminId);

describe('actions that take values', () => {
  it("add and remove a media agent's MPMs, refusing one it does not have", async () => {
    const [first, second] = await mpms();
    const before = (await agent(1)).mpmIds as number[];
    expect(Array.isArray(before)).toBe(true);
    const added = await post('/mediaAgent/addMpm', { mediaAgentId: 1, mpmId: second });
    expect(added.code).toBe(0);
    expect(added.data.mpmIds).toEqual(expect.arrayContaining([...before, second]));
    const removed = await post('/mediaAgent/delMpm', { mediaAgentId: 1, mpmId: second });
    expect(removed.data.mpmIds).not.toContain(second);
    const absent = before.includes(first) ? second : first;
    expect((await post('/mediaAgent/delMpm', { mediaAgentId: 1, mpmId: absent })).code).not.toBe(0);
  });

  it("change a client's BD and show the new BD's name, and refuse an empty one", async () => {
    const bds = (
      await call<{ list: { adminId: number; name: string }[] }>(
        'main',
        '/admin/user/list?page=1&pageSize=2000&role=3',
        { token },
      )
    ).data.list;
    // A client in business: a terminated one's BD is not changed.
    const clientId = collection(getStore(), 'client').find((row) => row.status === 2)!.clientId;
    const changed = await post('/client/changeBD', { clientId, bdId: bds[1].adminId });
    expect(changed.code).toBe(0);
    expect(changed.data).toMatchObject({ bdId: bds[1].adminId, bdName: bds[1].name });
    expect(await post('/client/changeBD', { clientId, bdId: '' })).toMatchObject({
      code: 10008,
      msg: 'BD cannot be empty',
    });
  });

  it('keep labels as a list and the emphasis as a flag', async () => {
    const tagged = await post('/client/updateLabel', { clientId: 6, tag: ['KA', ' 出海 ', 'KA'] });
    expect(tagged.data.tag).toEqual(['KA', '出海']);
    const emphasised = await post('/client/updateClientEmphasis', { clientId: 6, emphasis: true });
    expect(emphasised.data.emphasis).toBe(1);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ListPayload } from '@/data/contract';
import { demoErrors } from '@demo-backend/handlers/errors';
import { createDemoAccounts } from '@demo-backend/users';
import { call, loginAs } from '../mocks/client';
import { setupDemoServer } from '../mocks/server';

setupDemoServer();

type Client = { clientId: number; bdId: number; status: number; adAccountCount: number };

const adminIdOf = (username: string) =>
  createDemoAccounts().find((account) => account.username === username)!.info.adminId;

/** Every client, and one the BD member owns and one it does not. */
async function clients() {
  const token = await loginAs('admin');
  const { data } = await call<ListPayload<Client>>('main', '/client/list?page=1&pageSize=500', {
    token,
  });
  const me = adminIdOf('bdmember');
  // Both editable, the other one deletable: under review, without ad accounts.
  const own = data.list.find((client) => client.bdId === me && client.status <= 2);
  const others = data.list.find(
    (client) => client.bdId !== me && client.status === 1 && client.adAccountCount === 0,
  );
  if (!own || !others) throw new Error('the seed gives the BD member clients of its own');
  return { all: data.list, own, others };
}

const denied = { code: demoErrors.denied.code, msg: demoErrors.denied.en };

describe('the demo backend checks the console’s rights', () => {
  it('seeds a few clients for the BD member', async () => {
    const { all } = await clients();
    const owned = all.filter((client) => client.bdId === adminIdOf('bdmember'));
    expect(owned.length).toBeGreaterThanOrEqual(3);
    expect(owned.length).toBeLessThan(all.length / 2);
  });

  it('refuses a BD deleting a client, with its code in the request’s language', async () => {
    const { others } = await clients();
    const token = await loginAs('bd');
    const path = `/client/remove?clientId=${others.clientId}`;
    expect(await call('main', path, { token })).toMatchObject(denied);
    expect(await call('main', path, { token, language: 'zh-CN' })).toMatchObject({
      code: demoErrors.denied.code,
      msg: demoErrors.denied.cn,
    });
    const admin = await loginAs('admin');
    const still = await call('main', `/client/detail?clientId=${others.clientId}`, {
      token: admin,
    });
    expect(still.code).toBe(0);
    expect((await call('main', path, { token: admin })).code).toBe(0);
  });

  it('lets a BD member edit its own client and refuses another’s (record conditions)', async () => {
    const { own, others } = await clients();
    const token = await loginAs('bdmember');
    const edit = (clientId: number) =>
      call('main', '/client/edit', { method: 'POST', token, body: { clientId, code: 'KS4321' } });
    expect((await edit(own.clientId)).code).toBe(0);
    expect(await edit(others.clientId)).toMatchObject(denied);
    // A record that does not exist is the resolver's answer, not a refusal.
    expect((await edit(999999)).code).toBe(demoErrors.notFound.code);
    // A team leader edits any client.
    const leader = await loginAs('bd');
    const byLeader = await call('main', '/client/edit', {
      method: 'POST',
      token: leader,
      body: { clientId: others.clientId, code: 'KS4321' },
    });
    expect(byLeader.code).toBe(0);
  });

  it('checks an action’s right, with the record’s conditions, before its state', async () => {
    const { own, others } = await clients();
    const token = await loginAs('bdmember');
    const terminate = (clientId: number) =>
      call('main', `/client/toBeTerminate?clientId=${clientId}`, { token });
    expect(await terminate(others.clientId)).toMatchObject(denied);
    expect((await terminate(own.clientId)).code).not.toBe(demoErrors.denied.code);
    // Approving a new client is for OP team leaders and admins, never a BD.
    const approve = await call('main', '/client/confirmClient', {
      method: 'POST',
      token,
      body: { clientId: own.clientId },
    });
    expect(approve).toMatchObject(denied);
  });

  it('HR reads clients and writes nothing; a financier may not delete a currency', async () => {
    const hr = await loginAs('hr');
    expect((await call('main', '/client/list?page=1&pageSize=5', { token: hr })).code).toBe(0);
    const added = await call('main', '/client/add', {
      method: 'POST',
      token: hr,
      body: { clientName: 'HR Test Ltd.' },
    });
    expect(added).toMatchObject(denied);
    const financier = await loginAs('financier');
    expect(await call('main', '/option/currency/remove?id=3', { token: financier })).toMatchObject(
      denied,
    );
  });

  it('refuses lists outside the user’s areas', async () => {
    const bd = await loginAs('bd');
    expect(
      await call('main', '/option/currency/list?page=1&pageSize=5', { token: bd }),
    ).toMatchObject(denied);
    const hr = await loginAs('hr');
    expect(await call('main', '/option/bank?page=1&pageSize=5', { token: hr })).toMatchObject(
      denied,
    );
  });

  it('lets every signed-in account read the option lists its selects need', async () => {
    // The staff of a role are a BD's choices when changing a client's BD; the members page
    // itself stays the admins' (the console's route guard).
    const bd = await loginAs('bd');
    const staff = await call('main', '/admin/user/list?page=1&pageSize=2000&role=3', { token: bd });
    expect(staff.code).toBe(0);
    expect((staff.data as { list: { role: number }[] }).list.every((row) => row.role === 3)).toBe(
      true,
    );
    expect(
      await call('main', '/admin/user/edit', { method: 'POST', token: bd, body: { adminId: 1 } }),
    ).toMatchObject(denied);
  });

  it('opens an endpoint two declarations share to the rights of either', async () => {
    // The message list serves the management page (NewsList) and the details (NewsCentre).
    const bd = await loginAs('bd');
    const read = await call('admin', '/siteSend/getPageList?page=1&pageSize=5', { token: bd });
    expect(read.code).not.toBe(demoErrors.denied.code);
    const write = await call('admin', '/siteSend/saveMessage', {
      method: 'POST',
      token: bd,
      body: { title: 'Hello' },
    });
    expect(write).toMatchObject(denied);
  });
});

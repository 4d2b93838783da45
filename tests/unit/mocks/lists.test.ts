// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ListPayload } from '@/data/contract';
import { collectionOf } from '@demo-backend/engine/collections';
import type { ClientRecord } from '@demo-backend/seed/clients';
import { RESELLER_ORG, type OrgRecord } from '@demo-backend/seed/orgs';
import { applicationStatus } from '@demo-backend/seed/statuses';
import { getStore } from '@demo-backend/store';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

setupDemoServer();

const storedClients = () => collectionOf<ClientRecord>(getStore(), 'client');

const clients = async (token: string, query: string) =>
  call<ListPayload<ClientRecord>>('main', `/client/list?${query}`, { token });

describe('client list', () => {
  it('pages 1-based with the total', async () => {
    const token = await loginAs('admin');
    const first = await clients(token, 'page=1&pageSize=25');
    const second = await clients(token, 'page=2&pageSize=25');
    expect(first.code).toBe(0);
    expect(first.data.total).toBe(120);
    expect(second.data.list).toHaveLength(25);
    // Asked no order, the newest first: the pages are slices of the whole list in that order.
    const ids = (list: readonly ClientRecord[]) => list.map((client) => client.clientId);
    const all = (await clients(token, 'pageSize=500')).data.list;
    const times = all.map((client) => client.createTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(ids(first.data.list)).toEqual(ids(all).slice(0, 25));
    expect(ids(second.data.list)).toEqual(ids(all).slice(25, 50));
    const last = await clients(token, 'page=5&pageSize=25');
    expect(ids(last.data.list)).toEqual(ids(all).slice(100, 120));
    const byId = await clients(token, 'page=5&pageSize=25&orderBy=clientId&order=asc');
    expect(ids(byId.data.list)).toEqual([
      101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119,
      120,
    ]);
  });

  it('filters status exactly and names case-insensitively', async () => {
    const token = await loginAs('admin');
    const active = applicationStatus.active;
    const byStatus = await clients(token, `status=${active}&pageSize=500`);
    const expected = storedClients().filter((client) => client.status === active).length;
    expect(byStatus.data.total).toBe(expected);
    expect(byStatus.data.list.every((client) => client.status === active)).toBe(true);

    const sample = storedClients()[7];
    const fragment = sample.clientName.slice(2, 6).toUpperCase();
    const byName = await clients(token, `clientName=${encodeURIComponent(fragment)}&pageSize=500`);
    expect(byName.data.list.map((client) => client.clientId)).toContain(sample.clientId);
    const lower = fragment.toLowerCase();
    expect(
      byName.data.list.every((client) => client.clientName.toLowerCase().includes(lower)),
    ).toBe(true);
  });

  it('sorts by a field in either direction', async () => {
    const token = await loginAs('admin');
    const { list } = (await clients(token, 'orderBy=walletBalance&order=desc&pageSize=500')).data;
    const balances = list.map((client) => client.walletBalance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    expect(balances[0]).toBeGreaterThan(balances[balances.length - 1]);
  });

  it("shows a reseller only its own org's clients", async () => {
    const token = await loginAs('reseller');
    const own = await clients(token, 'pageSize=500');
    expect(own.data.total).toBe(20);
    expect(own.data.list.every((client) => client.orgId === RESELLER_ORG.orgId)).toBe(true);
    const orgs = await call<ListPayload<OrgRecord>>('main', '/org2/list', { token });
    expect(orgs.data.list.map((org) => org.orgId)).toEqual([RESELLER_ORG.orgId]);

    const foreign = storedClients().find((client) => client.orgId !== RESELLER_ORG.orgId);
    const detail = await call('main', `/client/detail?clientId=${foreign?.clientId}`, { token });
    expect(detail.code).toBe(10009);
  });

  it('finds up to 20 clients by keyword, none for an empty one', async () => {
    const token = await loginAs('bd');
    const found = await call<{ clientSN: string }[]>('main', '/client/listByKeyword?keyword=c1', {
      token,
    });
    expect(found.data).toHaveLength(20);
    expect(Object.keys(found.data[0]).sort()).toEqual(['clientId', 'clientName', 'clientSN']);
    const empty = await call<unknown[]>('main', '/client/listByKeyword?keyword=', { token });
    expect(empty.data).toEqual([]);
  });

  it('answers a client detail and the org detail', async () => {
    const token = await loginAs('admin');
    const detail = await call<ClientRecord>('main', '/client/detail?clientId=3', { token });
    expect(detail.data.clientSN).toBe(storedClients()[2].clientSN);
    const org = await call<OrgRecord>('main', '/org2/detail?orgId=2', { token });
    expect(org.data.orgName).toBe(RESELLER_ORG.orgName);
  });
});

describe('media and admin-service messages', () => {
  it('lists media and their platforms', async () => {
    const token = await loginAs('mpm');
    const media = await call<ListPayload<{ platform: string }>>(
      'main',
      '/media/list?platform=Google',
      {
        token,
      },
    );
    expect(media.data.total).toBe(2);
    const platforms = await call<ListPayload<{ platform: string }>>('main', '/media/platformList', {
      token,
    });
    expect(platforms.data.list.map((row) => row.platform)).toContain('Kwai');
  });

  it('reminds the reseller in arrears once a session (600001), then lets it read its messages', async () => {
    const path = '/siteSend/getUserSiteMessageList/admin';
    const token = await loginAs('overdue');
    const overdue = await call('admin', path, { token, language: 'zh-CN' });
    expect(overdue).toMatchObject({ code: 600001, msg: '钱包余额不足' });
    // The message centre the reminder leads to then lists its messages, this session and after.
    for (let look = 0; look < 2; look += 1) {
      const again = await call<{ list: unknown[]; total: number }>('admin', path, { token });
      expect(again.code).toBe(200);
      expect(again.data.total).toBeGreaterThan(0);
    }
    // A new session is reminded again.
    expect((await call('admin', path, { token: await loginAs('overdue') })).code).toBe(600001);
    const reseller = await call<{ list: unknown[]; total: number }>('admin', path, {
      token: await loginAs('reseller'),
    });
    expect(reseller.code).toBe(200);
    const admin = await call<{ list: unknown[]; total: number }>('admin', path, {
      token: await loginAs('admin'),
    });
    expect(admin.code).toBe(200);
    expect(admin.data.total).toBeGreaterThan(0);
  });

  it('answers an envelope for calls the demo does not serve', async () => {
    const token = await loginAs('admin');
    expect((await call('main', '/reports/unknownReport', { token })).code).toBe(10099);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ErrorCatalogue } from '@/data/errorCatalogue';
import { createDataProvider, type ResourceEndpoints } from '@/data/dataProvider';
import { createHttpClient } from '@/data/http';
import { actionBody } from '@/scaffolds/actions/useActionCall';
import { newsCentre } from '../../../resources/news';
import { loginAs } from '../mocks/client';
import { setupDemoServer } from '../mocks/server';

const currencyEndpoints: ResourceEndpoints = {
  service: 'main',
  idField: 'id',
  list: 'GET /option/currency/list',
  create: 'POST /option/currency/add',
  update: 'POST /option/currency/edit',
  remove: 'GET /option/currency/remove?id',
};
const clientEndpoints: ResourceEndpoints = {
  idField: 'clientId',
  list: 'GET /client/list',
  one: 'GET /client/detail?clientId',
};
const resolve = (name: string) =>
  ({ currency: currencyEndpoints, client: clientEndpoints })[name as 'currency' | 'client'];

function providerWith(fetchImpl: typeof fetch | undefined, token?: () => string | undefined) {
  const catalogue = new ErrorCatalogue({
    toast: vi.fn(),
    endSession: vi.fn(),
    friendlyReminder: vi.fn(),
    text: (key) => key,
  });
  const deps = {
    catalogue,
    getToken: token ?? (() => 't'),
    getLanguage: () => 'en' as const,
    fetch: fetchImpl,
  };
  return createDataProvider(
    { main: createHttpClient('main', deps), admin: createHttpClient('admin', deps) },
    resolve,
  );
}

function recorder(data: unknown = { list: [], total: 0 }) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchImpl = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: String(init.method),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(JSON.stringify({ code: 0, msg: '', data }));
  });
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch };
}

describe('data provider wire format', () => {
  it('getList sends page, pageSize, filters and sort as query params', async () => {
    const { calls, fetchImpl } = recorder({ list: [{ id: 1 }], total: 31 });
    const result = await providerWith(fetchImpl).getList({
      resource: 'currency',
      pagination: { currentPage: 3, pageSize: 20 },
      filters: [
        { field: 'currency', operator: 'contains', value: 'US' },
        { field: 'createTime', operator: 'between', value: [1700000000, 1700086400] },
      ],
      sorters: [{ field: 'currency', order: 'desc' }],
    });
    expect(result).toEqual({ data: [{ id: 1 }], total: 31 });
    expect(calls).toEqual([
      {
        url:
          'http://localhost:3000/api/option/currency/list?currency=US&createTimeStart=1700000000' +
          '&createTimeEnd=1700086400&orderBy=currency&order=desc&page=3&pageSize=20',
        method: 'GET',
        body: undefined,
      },
    ]);
  });

  it('getOne, create, update and deleteOne use the declared endpoints and id keys', async () => {
    const { calls, fetchImpl } = recorder({});
    const provider = providerWith(fetchImpl);
    await provider.getOne({ resource: 'client', id: 7 });
    await provider.create({ resource: 'currency', variables: { currency: 'CHF' } });
    await provider.update({ resource: 'currency', id: 4, variables: { currency_cn: '瑞士法郎' } });
    await provider.deleteOne({ resource: 'currency', id: 4 });
    expect(calls.map(({ url, method, body }) => [method, url, body])).toEqual([
      ['GET', 'http://localhost:3000/api/client/detail?clientId=7', undefined],
      ['POST', 'http://localhost:3000/api/option/currency/add', { currency: 'CHF' }],
      [
        'POST',
        'http://localhost:3000/api/option/currency/edit',
        { currency_cn: '瑞士法郎', id: 4 },
      ],
      ['GET', 'http://localhost:3000/api/option/currency/remove?id=4', undefined],
    ]);
  });

  it("sends an action's declared body as it is: SPEC §7's send items for updateReadOrDel", async () => {
    const { calls, fetchImpl } = recorder(null);
    const markRead = newsCentre.actions!.markRead;
    const record = { id: 9, recId: 118, siteMsgId: 42, recEnvType: 'admin', status: 0, title: 'x' };
    const result = await providerWith(fetchImpl).update({
      resource: 'currency',
      id: 9,
      variables: {},
      meta: { endpoints: { update: markRead.call }, body: actionBody(markRead, record) },
    });
    expect(calls.map(({ url, body }) => [url, body])).toEqual([
      [
        'http://localhost:3000/api/siteSend/updateReadOrDel',
        [{ recId: 118, siteMsgId: 42, recEnvType: 'admin', status: 1 }],
      ],
    ]);
    expect(result.data).toEqual({ id: 9 });
  });

  it('custom calls go to the service named in meta', async () => {
    const { calls, fetchImpl } = recorder({ messageCount: 2 });
    const result = await providerWith(fetchImpl).custom!({
      url: '/siteSend/getUnReadSiteMessageCount/admin',
      method: 'get',
      query: { recId: 101 },
      meta: { service: 'admin' },
    });
    expect(result.data).toEqual({ messageCount: 2 });
    expect(calls[0].url).toBe(
      'http://localhost:3000/admin-api/siteSend/getUnReadSiteMessageCount/admin?recId=101',
    );
  });

  it('refuses a resource without the endpoint asked for', async () => {
    await expect(
      providerWith(recorder().fetchImpl).create({ resource: 'client', variables: {} }),
    ).rejects.toThrow('Resource "client" declares no "create" endpoint');
  });
});

describe('data provider against the demo backend', () => {
  setupDemoServer();

  it('pages, creates, edits and removes a currency', async () => {
    // Deleting is admin's and superAdmin's alone (docs/rights.md "Rights per operation").
    const token = await loginAs('admin');
    const provider = providerWith(undefined, () => token);
    const first = await provider.getList({
      resource: 'currency',
      pagination: { currentPage: 1, pageSize: 5 },
    });
    expect(first.data).toHaveLength(5);
    expect(first.total).toBeGreaterThan(5);

    const created = await provider.create({
      resource: 'currency',
      variables: { currency: 'CHF', currency_cn: '瑞士法郎' },
    });
    const id = (created.data as { id: number }).id;
    expect(id).toBeTypeOf('number');
    await provider.update({
      resource: 'currency',
      id,
      variables: { currency: 'CHF', currency_cn: '瑞郎' },
    });
    const found = await provider.getList({
      resource: 'currency',
      pagination: { currentPage: 1, pageSize: 10 },
      filters: [{ field: 'currency', operator: 'eq', value: 'CHF' }],
    });
    expect(found.data).toEqual([expect.objectContaining({ id, currency_cn: '瑞郎' })]);

    await provider.deleteOne({ resource: 'currency', id });
    const after = await provider.getList({
      resource: 'currency',
      pagination: { currentPage: 1, pageSize: 10 },
      filters: [{ field: 'currency', operator: 'eq', value: 'CHF' }],
    });
    expect(after.total).toBe(0);
  });
});

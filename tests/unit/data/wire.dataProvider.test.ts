import { describe, expect, it } from 'vitest';
import { client } from '../../../resources/client';
import { envelope } from '../../support/stubTransport';
import { actionMeta, backend, provider, signedInForEachTest } from '../../support/wireProvider';

signedInForEachTest('tok-dp');

describe('main-service resource: client', () => {
  it('getList sends filters, the first sorter and the page as query parameters', async () => {
    // A range of days travels as the first day's start and the last's end in the platform's
    // zone (UTC+8), in seconds.
    const start = Date.UTC(2024, 1, 29, 16) / 1000;
    const end = Date.UTC(2024, 2, 31, 15, 59, 59) / 1000;
    const transport = backend([
      {
        method: 'GET',
        url:
          '/api/client/list?clientName=Acme&status=1%2C2' +
          `&createTimeStart=${start}&createTimeEnd=${end}&bdId=7` +
          '&orderBy=createTime&order=desc&page=2&pageSize=50',
        body: undefined,
        answer: envelope(0, { list: [{ clientId: 7, clientName: 'Acme' }], total: 51 }),
      },
    ]);
    const result = await provider.getList({
      resource: 'client',
      pagination: { currentPage: 2, pageSize: 50 },
      filters: [
        { field: 'clientName', operator: 'contains', value: 'Acme' },
        { field: 'status', operator: 'in', value: [1, 2] },
        { field: 'createTime', operator: 'between', value: ['2024-03-01', '2024-03-31'] },
        { operator: 'or', value: [{ field: 'bdId', operator: 'eq', value: 7 }] },
        { field: 'clientSN', operator: 'eq', value: '' },
      ],
      sorters: [
        { field: 'createTime', order: 'desc' },
        { field: 'clientId', order: 'asc' },
      ],
    });
    expect(result).toEqual({ data: [{ clientId: 7, clientName: 'Acme' }], total: 51 });
    expect(transport.requests[0].headers).toEqual({
      'Accept-Language': 'en',
      Authorization: 'Bearer tok-dp',
    });
  });

  it('getList asks page 1 of 10, newest first, when no pagination and no sorter are given', async () => {
    backend([
      {
        method: 'GET',
        url: '/api/client/list?orderBy=createTime&order=desc&page=1&pageSize=10',
        answer: envelope(0, []),
      },
    ]);
    await expect(provider.getList({ resource: 'client' })).resolves.toEqual({ data: [], total: 0 });
  });

  it('getList sends the sorter its user chose instead of the default order', async () => {
    backend([
      {
        method: 'GET',
        url: '/api/client/list?orderBy=clientName&order=asc&page=1&pageSize=10',
        answer: envelope(0, []),
      },
      {
        method: 'GET',
        url: '/api/client/list?orderBy=createTime&order=desc&page=1&pageSize=10',
        answer: envelope(0, []),
      },
    ]);
    await provider.getList({
      resource: 'client',
      sorters: [{ field: 'clientName', order: 'asc' }],
    });
    // An emptied sorter list is no choice: the default order again.
    await provider.getList({ resource: 'client', sorters: [] });
  });

  it('getOne, create, update and deleteOne send the id under clientId', async () => {
    const record = { clientId: 7, clientName: 'Acme' };
    const transport = backend([
      { method: 'GET', url: '/api/client/detail?clientId=7', answer: envelope(0, record) },
      {
        method: 'POST',
        url: '/api/client/add',
        body: { clientName: 'Acme', payMode: 1 },
        answer: envelope(0, { clientId: 8 }),
      },
      {
        method: 'POST',
        url: '/api/client/edit',
        body: { clientName: 'Acme Ltd', clientId: 7 },
        answer: envelope(0, { clientId: 7, clientName: 'Acme Ltd' }),
      },
      { method: 'GET', url: '/api/client/remove?clientId=7', answer: envelope(0) },
    ]);
    await expect(provider.getOne({ resource: 'client', id: 7 })).resolves.toEqual({
      data: record,
    });
    await expect(
      provider.create({ resource: 'client', variables: { clientName: 'Acme', payMode: 1 } }),
    ).resolves.toEqual({ data: { clientId: 8 } });
    await expect(
      provider.update({ resource: 'client', id: 7, variables: { clientName: 'Acme Ltd' } }),
    ).resolves.toEqual({ data: { clientId: 7, clientName: 'Acme Ltd' } });
    await expect(provider.deleteOne({ resource: 'client', id: 7 })).resolves.toEqual({
      data: { id: 7 },
    });
    expect(transport.requests[1].headers).toEqual({
      'Accept-Language': 'en',
      Authorization: 'Bearer tok-dp',
      'Content-Type': 'application/json',
    });
  });

  it("runs the client's declared actions on their own calls, GET by query and POST by body", async () => {
    const { confirmTerminate, refuseNew, changeBD } = client.actions!;
    backend([
      { method: 'GET', url: '/api/client/confirmTerminate?clientId=7', answer: envelope(0) },
      {
        method: 'POST',
        url: '/api/client/refuseNewClient',
        body: { reason: 'Papers missing', clientId: 7 },
        answer: envelope(0),
      },
      {
        method: 'POST',
        url: '/api/client/changeBD',
        body: { bdId: 12, clientId: 7 },
        answer: envelope(0),
      },
    ]);
    const run = (call: string, variables: Record<string, unknown>) =>
      provider.update({ resource: 'client', id: 7, variables, meta: actionMeta(call) });
    await expect(run(confirmTerminate.call, {})).resolves.toEqual({ data: { clientId: 7 } });
    await expect(run(refuseNew.call, { reason: 'Papers missing' })).resolves.toEqual({
      data: { reason: 'Papers missing', clientId: 7 },
    });
    await run(changeBD.call, { bdId: 12 });
  });

  it('has no getMany: Refine then reads each record with getOne', () => {
    expect(provider.getMany).toBeUndefined();
  });
});

describe('custom calls', () => {
  it('go to the main service unless meta names the admin one; GET by query, POST by body', async () => {
    backend([
      { method: 'GET', url: '/api/work/todo/count', answer: envelope(0, { work: 2 }) },
      {
        method: 'POST',
        url: '/api/work/todo-suspend/list',
        body: { page: 1, pageSize: 10 },
        answer: envelope(0, { list: [], total: 0 }),
      },
      {
        method: 'GET',
        url: '/admin-api/siteSend/getUnReadSiteMessageCount/admin?recId=101',
        answer: envelope(200, { messageCount: 2 }),
      },
    ]);
    await expect(provider.custom!({ url: '/work/todo/count', method: 'get' })).resolves.toEqual({
      data: { work: 2 },
    });
    await provider.custom!({
      url: '/work/todo-suspend/list',
      method: 'post',
      payload: { page: 1, pageSize: 10 },
      query: { ignored: 'on a POST' },
    });
    await expect(
      provider.custom!({
        url: '/siteSend/getUnReadSiteMessageCount/admin',
        method: 'get',
        query: { recId: 101 },
        meta: { service: 'admin' },
      }),
    ).resolves.toEqual({ data: { messageCount: 2 } });
  });
});

import { describe, expect, it } from 'vitest';
import { actionBody } from '@/scaffolds/actions/useActionCall';
import { newsCentre, newsList } from '../../../resources/news';
import { envelope } from '../../support/stubTransport';
import { actionMeta, backend, provider, signedInForEachTest } from '../../support/wireProvider';

signedInForEachTest('tok-dp-admin');

describe('admin-service resources: news', () => {
  it('getList goes to the admin service with its filters, sorter, page and headers', async () => {
    const transport = backend([
      {
        method: 'GET',
        url:
          '/admin-api/siteSend/getPageList?title=Launch&status=3' +
          '&orderBy=publishTime&order=asc&page=1&pageSize=20',
        answer: envelope(200, { list: [{ id: 5, title: 'Launch day' }], total: 1 }),
      },
    ]);
    await expect(
      provider.getList({
        resource: newsList.name,
        pagination: { currentPage: 1, pageSize: 20 },
        filters: [
          { field: 'title', operator: 'contains', value: 'Launch' },
          { field: 'status', operator: 'eq', value: 3 },
        ],
        sorters: [{ field: 'publishTime', order: 'asc' }],
      }),
    ).resolves.toEqual({ data: [{ id: 5, title: 'Launch day' }], total: 1 });
    expect(transport.requests[0].headers).toEqual({
      'Accept-Language': 'en',
      Authorization: 'Bearer tok-dp-admin',
    });
  });

  it('getList without paging sends no page parameters', async () => {
    backend([
      {
        method: 'GET',
        // Asked no sorter, newest first (src/engine/listOrder.ts).
        url: '/admin-api/siteSend/getBlackPageList?recId=7&orderBy=createTime&order=desc',
        answer: envelope(0, [{ id: 3, recId: 7 }]),
      },
    ]);
    await expect(
      provider.getList({
        resource: 'newsBlacklist',
        pagination: { mode: 'off' },
        filters: [{ field: 'recId', operator: 'eq', value: 7 }],
      }),
    ).resolves.toEqual({ data: [{ id: 3, recId: 7 }], total: 1 });
  });

  it('getOne puts the id in the path; create and update post their bodies', async () => {
    const message = { id: 5, title: 'Launch day', recEnvType: 'admin' };
    backend([
      { method: 'GET', url: '/admin-api/siteSend/getMessage/5', answer: envelope(200, message) },
      {
        method: 'POST',
        url: '/admin-api/siteSend/saveMessage',
        body: { title: 'Launch day', recEnvType: 'admin', recipients: ['org-1'] },
        answer: envelope(200, { id: 5 }),
      },
      {
        method: 'POST',
        url: '/admin-api/siteSend/updateMessage',
        body: { title: 'Launch week', id: 5 },
        answer: envelope(-4, null),
      },
    ]);
    await expect(provider.getOne({ resource: newsList.name, id: 5 })).resolves.toEqual({
      data: message,
    });
    await expect(
      provider.create({
        resource: newsList.name,
        variables: { title: 'Launch day', recEnvType: 'admin', recipients: ['org-1'] },
      }),
    ).resolves.toEqual({ data: { id: 5 } });
    await expect(
      provider.update({ resource: newsList.name, id: 5, variables: { title: 'Launch week' } }),
    ).resolves.toEqual({ data: { title: 'Launch week', id: 5 } });
  });

  it('deleteOne of a blacklist entry posts its id', async () => {
    backend([
      {
        method: 'POST',
        url: '/admin-api/siteSend/delSiteMessageBlack',
        body: { id: 3 },
        answer: envelope(200061),
      },
    ]);
    await expect(provider.deleteOne({ resource: 'newsBlacklist', id: 3 })).resolves.toEqual({
      data: { id: 3 },
    });
  });

  it("runs the message's actions, with a reason under its declared key", async () => {
    const { approve, reject } = newsList.actions!;
    backend([
      {
        method: 'POST',
        url: '/admin-api/siteSend/approveMessage',
        body: { id: 5 },
        answer: envelope(200),
      },
      {
        method: 'POST',
        url: '/admin-api/siteSend/rejectMessage',
        body: { rejectReason: 'Typo in title', id: 5 },
        answer: envelope(-5),
      },
    ]);
    const run = (call: string, variables: Record<string, unknown>) =>
      provider.update({ resource: newsList.name, id: 5, variables, meta: actionMeta(call) });
    await run(approve.call, {});
    await run(reject.call, { rejectReason: 'Typo in title' });
  });

  it('marks a batch of received messages read in one call of send items, on the admin service', async () => {
    const markRead = newsCentre.actions!.markRead;
    const rows = [
      { id: 1, recId: 118, siteMsgId: 42, recEnvType: 'admin', status: 0, title: 'a' },
      { id: 2, recId: 118, siteMsgId: 43, recEnvType: 'client', status: 0, title: 'b' },
    ];
    backend([
      {
        method: 'POST',
        url: '/admin-api/siteSend/updateReadOrDel',
        body: [
          { recId: 118, siteMsgId: 42, recEnvType: 'admin', status: 1 },
          { recId: 118, siteMsgId: 43, recEnvType: 'client', status: 1 },
        ],
        answer: envelope(200),
      },
    ]);
    const result = await provider.update({
      resource: newsCentre.name,
      id: 1,
      variables: {},
      meta: actionMeta(markRead.call, actionBody(markRead, rows[0], rows)),
    });
    expect(result).toEqual({ data: { id: 1 } });
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '@/auth/session';
import { ApiError } from '@/data/apiError';
import { createDataProvider } from '@/data/dataProvider';
import { resourceEndpoints } from '@/data/resourceRegistry';
import '@/app/declarations';
import { changeLanguage } from '@/i18n';
import { stubbedClients } from '../../support/stubbedClients';
import { envelope, type CannedAnswer, type ExpectedCall } from '../../support/stubTransport';

const MALFORMED = "The server's answer could not be read, please try again";
const GENERIC = 'Submission error, please check and try again';

/** The app's clients and resources, each test with its own catalogue and effect spies. */
function setup(calls: ExpectedCall[]) {
  const { main, admin, effects } = stubbedClients(calls);
  return { main, admin, provider: createDataProvider({ main, admin }, resourceEndpoints), effects };
}

const clientList = (answer: CannedAnswer): ExpectedCall => ({
  method: 'GET',
  url: '/api/client/list?orderBy=createTime&order=desc&page=1&pageSize=10',
  answer,
});
const clientDetail = (answer: CannedAnswer): ExpectedCall => ({
  method: 'GET',
  url: '/api/client/detail?clientId=7',
  answer,
});

beforeEach(async () => {
  await changeLanguage('en');
  session.setToken('tok-m');
});
afterEach(() => session.clear());

describe('answers that are no envelope', () => {
  it.each<[string, CannedAnswer]>([
    ['an HTML page', { text: '<html><body>Gateway</body></html>' }],
    ['an empty body', { text: '' }],
    ['JSON null', { json: null }],
    ['a JSON list', { json: [{ code: 0, data: [] }] }],
    ['a JSON string', { json: 'ok' }],
    ['an object without a code', { json: { msg: 'ok', data: [] } }],
    ['a code that is no number', { json: { code: 'zero', data: [] } }],
    ['a null code', { json: { code: null, data: [] } }],
    ['a code of true', { json: { code: true, data: [] } }],
  ])('%s (HTTP 200) is rejected once, unread, with its own message', async (_, answer) => {
    const { main, effects } = setup([{ method: 'GET', url: '/api/media/platformList', answer }]);
    const error = await main.call('GET /media/platformList').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ service: 'main', kind: 'malformed', message: MALFORMED });
    expect(effects.toast.mock.calls).toEqual([[MALFORMED]]);
    expect(effects.endSession).not.toHaveBeenCalled();
  });

  it('a server error page is an HTTP failure with the generic message', async () => {
    const { admin, effects } = setup([
      {
        method: 'POST',
        url: '/admin-api/siteSend/saveMessage',
        answer: { text: 'Internal Server Error', status: 500 },
      },
    ]);
    await expect(
      admin.call('POST /siteSend/saveMessage', { title: 't' }).catch((e: unknown) => e),
    ).resolves.toMatchObject({ service: 'admin', kind: 'http', code: 500, message: GENERIC });
    expect(effects.toast.mock.calls).toEqual([[GENERIC]]);
  });

  it("an error envelope on an HTTP error status is read like any other: the envelope's message", async () => {
    const { admin, effects } = setup([
      {
        method: 'POST',
        url: '/admin-api/siteSend/saveMessage',
        answer: { json: { code: 500, msg: 'Database down', data: null }, status: 500 },
      },
    ]);
    await expect(
      admin.call('POST /siteSend/saveMessage', { title: 't' }).catch((e: unknown) => e),
    ).resolves.toMatchObject({ kind: 'envelope', code: 500, message: 'Database down' });
    expect(effects.toast.mock.calls).toEqual([['Database down']]);
  });
});

describe('success envelopes with missing or garbage data', () => {
  it('the client hands back the data as it came, absent included', async () => {
    const { main } = setup([
      { method: 'GET', url: '/api/media/list', answer: { json: { code: 0, msg: '' } } },
      { method: 'GET', url: '/api/media/list', answer: envelope(0, 'garbage') },
    ]);
    await expect(main.call('GET /media/list')).resolves.toBeUndefined();
    await expect(main.call('GET /media/list')).resolves.toBe('garbage');
  });

  it.each<[string, CannedAnswer, { data: unknown[]; total: number }]>([
    ['no data', { json: { code: 0 } }, { data: [], total: 0 }],
    ['null data', envelope(0, null), { data: [], total: 0 }],
    ['text data', envelope(0, 'rows'), { data: [], total: 0 }],
    ['garbage list and total', envelope(0, { list: 'x', total: 'abc' }), { data: [], total: 0 }],
    [
      // A page past the last rows is empty with its total: the total is kept, no rows read.
      'rows under another key',
      envelope(0, { rows: [{ clientId: 1 }], total: 1 }),
      { data: [], total: 1 },
    ],
    [
      'rows that are no record, a total as text',
      envelope(0, { list: [null, 5, 'x', [], { clientId: '7', clientName: 42 }], total: '12' }),
      { data: [{ clientId: 7, clientName: '42' }], total: 12 },
    ],
    [
      'a total below the rows',
      envelope(0, { list: [{ clientId: 1 }, { clientId: 2 }], total: 1 }),
      { data: [{ clientId: 1 }, { clientId: 2 }], total: 2 },
    ],
    [
      'a negative total',
      envelope(0, { list: [{ clientId: 1 }], total: -3 }),
      { data: [{ clientId: 1 }], total: 1 },
    ],
    [
      'a fractional total',
      envelope(0, { list: [{ clientId: 1 }], total: 2.5 }),
      { data: [{ clientId: 1 }], total: 1 },
    ],
    ['no total', envelope(0, { list: [{ clientId: 1 }] }), { data: [{ clientId: 1 }], total: 1 }],
    [
      'a bare list',
      envelope(0, [{ clientId: 1 }, { clientId: 2 }]),
      { data: [{ clientId: 1 }, { clientId: 2 }], total: 2 },
    ],
  ])('getList with %s gives the page a well-formed list', async (_, answer, expected) => {
    const { provider, effects } = setup([clientList(answer)]);
    await expect(provider.getList({ resource: 'client' })).resolves.toEqual(expected);
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it("getOne reads each field as the resource's schema keeps it", async () => {
    const { provider } = setup([
      clientDetail(
        envelope(0, {
          clientId: '7',
          clientName: ['Acme', 'Ltd'],
          status: '2',
          emphasis: '1',
          tag: 'vip, new',
          creditScore: '88',
          walletBalance: '1,234.50',
          createTime: { seconds: 1 },
          unknownField: { kept: true },
        }),
      ),
    ]);
    await expect(provider.getOne({ resource: 'client', id: 7 })).resolves.toEqual({
      data: {
        clientId: 7,
        clientName: 'Acme, Ltd',
        status: 2,
        emphasis: true,
        tag: ['vip', 'new'],
        creditScore: 88,
        walletBalance: '1234.50',
        unknownField: { kept: true },
      },
    });
  });

  it.each<[string, CannedAnswer]>([
    ['no data', { json: { code: 0 } }],
    ['null data', envelope(0, null)],
    ['a list', envelope(0, [{ clientId: 7 }])],
    ['text', envelope(0, 'Acme')],
  ])('getOne with %s rejects: there is no record to show', async (_, answer) => {
    const { provider } = setup([clientDetail(answer)]);
    const error = await provider.getOne({ resource: 'client', id: 7 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      service: 'main',
      kind: 'malformed',
      message: 'No record in the answer',
    });
  });

  it('getOne of a resource without a detail call looks for the id in a one-row list', async () => {
    const { provider } = setup([
      {
        method: 'GET',
        url: '/admin-api/siteSend/getUserSiteMessageList/admin?id=9&page=1&pageSize=1',
        answer: envelope(200, { list: [{ id: 9, title: 'Hi' }], total: 1 }),
      },
      {
        method: 'GET',
        url: '/admin-api/siteSend/getUserSiteMessageList/admin?id=9&page=1&pageSize=1',
        answer: envelope(200, { list: [{ id: 10, title: 'Other' }], total: 1 }),
      },
    ]);
    await expect(provider.getOne({ resource: 'newsCentre', id: 9 })).resolves.toEqual({
      data: { id: 9, title: 'Hi' },
    });
    await expect(provider.getOne({ resource: 'newsCentre', id: 9 })).rejects.toMatchObject({
      service: 'admin',
      kind: 'malformed',
      message: 'No record in the answer',
    });
  });

  it('create and update stand in what was sent for an answer with no record', async () => {
    const { provider } = setup([
      { method: 'POST', url: '/api/client/add', answer: { json: { code: 0 } } },
      { method: 'POST', url: '/api/client/edit', answer: envelope(0, null) },
      { method: 'POST', url: '/api/client/edit', answer: envelope(0, 'done') },
      { method: 'POST', url: '/api/client/edit', answer: envelope(0, [1]) },
    ]);
    await expect(
      provider.create({ resource: 'client', variables: { clientName: 'Acme' } }),
    ).resolves.toEqual({ data: { clientName: 'Acme' } });
    for (let i = 0; i < 3; i += 1) {
      await expect(
        provider.update({ resource: 'client', id: 7, variables: { clientName: 'B' } }),
      ).resolves.toEqual({ data: { clientName: 'B', clientId: 7 } });
    }
  });
});

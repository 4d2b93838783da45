import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/auth/session';
import { mainApi } from '@/data';
import { ApiError } from '@/data/apiError';
import { screenEffects } from '@/app/screenEffects';
import { changeLanguage } from '@/i18n';
import { envelope, stubTransport, type ExpectedCall } from '../../support/stubTransport';

// The app's own main-service client: token from the session cookie, language from the interface.
function backend(calls: ExpectedCall[]) {
  const transport = stubTransport(calls);
  vi.stubGlobal('fetch', transport.fetch);
  return transport;
}

let toast: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  await changeLanguage('cn');
  session.setToken('tok-main-1');
  toast = vi.spyOn(screenEffects, 'toast').mockImplementation(() => undefined);
});
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('main service: GET', () => {
  it('sends its data as the query under /api, with the token and the language headers', async () => {
    const transport = backend([
      {
        method: 'GET',
        url: '/api/admin/user/list?page=1&pageSize=2000&role=BD',
        body: undefined,
        answer: envelope(0, { list: [{ adminId: 3 }], total: 1 }),
      },
    ]);
    await expect(
      mainApi.call('GET /admin/user/list', { page: 1, pageSize: 2000, role: 'BD' }),
    ).resolves.toEqual({ list: [{ adminId: 3 }], total: 1 });
    const [sent] = transport.requests;
    expect(sent.path).toBe('/api/admin/user/list');
    expect(sent.query).toEqual({ page: '1', pageSize: '2000', role: 'BD' });
    expect(sent.headers).toEqual({
      'Accept-Language': 'zh-CN',
      Authorization: 'Bearer tok-main-1',
    });
  });

  it('names English as "en" in Accept-Language', async () => {
    await changeLanguage('en');
    const transport = backend([
      { method: 'GET', url: '/api/media/platformList', answer: envelope(0, []) },
    ]);
    await mainApi.call('GET /media/platformList');
    expect(transport.requests[0].headers).toEqual({
      'Accept-Language': 'en',
      Authorization: 'Bearer tok-main-1',
    });
  });

  it('sends no Authorization header at all without a session', async () => {
    session.clear();
    const transport = backend([
      { method: 'GET', url: '/api/login/getCaptcha', answer: envelope(0, { key: 'k' }) },
    ]);
    await expect(mainApi.call('GET /login/getCaptcha')).resolves.toEqual({ key: 'k' });
    expect(transport.requests[0].headers).toEqual({ 'Accept-Language': 'zh-CN' });
  });

  it('encodes the query: text form-encoded, lists comma-joined, 0 and false kept', async () => {
    const transport = backend([
      {
        method: 'GET',
        url:
          '/api/media/getListByCondition?keyword=Acme+%26+Co+%E4%B8%AD&mediaIds=3%2C4' +
          '&status=0&enabled=false&tags=',
        answer: envelope(0, []),
      },
    ]);
    await mainApi.call('GET /media/getListByCondition', {
      keyword: 'Acme & Co 中',
      mediaIds: [3, 4],
      status: 0,
      enabled: false,
      empty: '',
      none: null,
      missing: undefined,
      // An empty list is not dropped like an empty value: it travels as an empty parameter.
      tags: [],
    });
    expect(transport.requests[0].query).toEqual({
      keyword: 'Acme & Co 中',
      mediaIds: '3,4',
      status: '0',
      enabled: 'false',
      tags: '',
    });
  });

  it('downloads an export with its query and headers, and the file name the server gives', async () => {
    const transport = backend([
      {
        method: 'GET',
        url: '/api/client/walletWarnListExcel?clientId=5',
        answer: {
          text: 'xlsx-bytes',
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': 'attachment; filename="wallet-warn.xlsx"',
          },
        },
      },
    ]);
    const file = await mainApi.download({
      method: 'GET',
      path: '/client/walletWarnListExcel',
      data: { clientId: 5 },
    });
    expect(file.fileName).toBe('wallet-warn.xlsx');
    expect(await file.blob.text()).toBe('xlsx-bytes');
    expect(transport.requests[0].headers).toEqual({
      'Accept-Language': 'zh-CN',
      Authorization: 'Bearer tok-main-1',
    });
  });
});

describe('main service: POST', () => {
  it('sends its data as a JSON body under /api, with Content-Type and no query', async () => {
    const transport = backend([
      {
        method: 'POST',
        url: '/api/media/add',
        body: { name: 'Meta', platform: 1, tags: ['a', 'b'] },
        answer: envelope(0, { mediaId: 12 }),
      },
    ]);
    await expect(
      mainApi.call('POST /media/add', { name: 'Meta', platform: 1, tags: ['a', 'b'] }),
    ).resolves.toEqual({ mediaId: 12 });
    const [sent] = transport.requests;
    expect(sent.bodyText).toBe('{"name":"Meta","platform":1,"tags":["a","b"]}');
    expect(sent.query).toEqual({});
    expect(sent.headers).toEqual({
      'Accept-Language': 'zh-CN',
      Authorization: 'Bearer tok-main-1',
      'Content-Type': 'application/json',
    });
  });

  it('keeps null and empty text in the body, leaves undefined out, and sends {} for no data', async () => {
    const transport = backend([
      { method: 'POST', url: '/api/saleAgent/refuse', answer: envelope(0) },
      { method: 'POST', url: '/api/saleAgent/stop', answer: envelope(0) },
    ]);
    await mainApi.call('POST /saleAgent/refuse', { reason: '', note: null, extra: undefined });
    await mainApi.call('POST /saleAgent/stop');
    expect(transport.requests.map((sent) => sent.bodyText)).toEqual([
      '{"reason":"","note":null}',
      '{}',
    ]);
  });

  it('uploads a file as multipart field "file", leaving Content-Type to the browser', async () => {
    const transport = backend([
      {
        method: 'POST',
        url: '/api/common/upload',
        answer: envelope(0, { url: 'https://cdn.example/logo.png' }),
      },
    ]);
    const file = new File(['png-bytes'], 'logo.png', { type: 'image/png' });
    await expect(mainApi.upload('/common/upload', file)).resolves.toEqual({
      url: 'https://cdn.example/logo.png',
    });
    const [sent] = transport.requests;
    expect(sent.headers).toEqual({
      'Accept-Language': 'zh-CN',
      Authorization: 'Bearer tok-main-1',
    });
    expect(sent.bodyText).toBeUndefined();
    expect([...sent.form!.keys()]).toEqual(['file']);
    const part = sent.form!.get('file') as File;
    expect([part.name, part.type, await part.text()]).toEqual([
      'logo.png',
      'image/png',
      'png-bytes',
    ]);
  });
});

describe('main service: success code', () => {
  it('resolves with the data on code 0, as a number or as numeric text', async () => {
    backend([
      { method: 'GET', url: '/api/poster/list?type=1', answer: envelope(0, [{ imgUrl: 'a' }]) },
      { method: 'GET', url: '/api/poster/list?type=2', answer: envelope('0', [{ imgUrl: 'b' }]) },
    ]);
    await expect(mainApi.call('GET /poster/list', { type: 1 })).resolves.toEqual([{ imgUrl: 'a' }]);
    await expect(mainApi.call('GET /poster/list', { type: 2 })).resolves.toEqual([{ imgUrl: 'b' }]);
    expect(toast).not.toHaveBeenCalled();
  });

  it.each([200, -4, -5, 200061, 1])(
    'rejects code %i, a success of the admin service only',
    async (code) => {
      backend([
        {
          method: 'GET',
          url: '/api/option/currency/list',
          answer: envelope(code, [], `refused ${code}`),
        },
      ]);
      const error = await mainApi.call('GET /option/currency/list').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ service: 'main', kind: 'envelope', code });
      expect(toast.mock.calls).toEqual([[`refused ${code}`]]);
    },
  );
});

describe('the stub transport itself', () => {
  it('refuses a call with another path or body, and reports it and the calls never made', async () => {
    const transport = stubTransport(
      [
        { method: 'POST', url: '/api/media/edit', body: { mediaId: 1 }, answer: envelope(0) },
        { method: 'GET', url: '/api/media/list', answer: envelope(0, []) },
      ],
      { verifyAtEnd: false },
    );
    vi.stubGlobal('fetch', transport.fetch);
    const error = await mainApi.call('POST /media/edit', { mediaId: 2 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network' });
    expect(() => transport.assertAllCalled()).toThrow(
      'Stub transport:\n' +
        'call #1 POST http://localhost:3000/api/media/edit was not expected: ' +
        'expected the body {"mediaId":1}, got {"mediaId":2}\n' +
        'expected GET /api/media/list was never called',
    );
  });
});

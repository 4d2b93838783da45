import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/data/apiError';
import { ErrorCatalogue } from '@/data/errorCatalogue';
import { createHttpClient, toQuery, type HttpClientDeps } from '@/data/http';

function effects() {
  return {
    toast: vi.fn(),
    endSession: vi.fn(),
    friendlyReminder: vi.fn(),
    text: (key: string) => `text:${key}`,
  };
}

function jsonResponse(body: unknown) {
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

function client(
  fetchImpl: typeof fetch,
  token?: string,
  timeoutMs?: number,
  more: Partial<HttpClientDeps> = {},
) {
  const fx = effects();
  const http = createHttpClient('main', {
    catalogue: new ErrorCatalogue(fx),
    getToken: () => token,
    getLanguage: () => 'cn',
    fetch: fetchImpl,
    timeoutMs,
    retryDelaysMs: [0, 0],
    ...more,
  });
  return { http, fx };
}

afterEach(() => vi.useRealTimers());

describe('toQuery', () => {
  it('drops empty values and joins arrays', () => {
    expect(toQuery({ page: 1, name: '', status: null, ids: [1, 2], x: undefined })).toBe(
      '?page=1&ids=1%2C2',
    );
    expect(toQuery({})).toBe('');
  });
});

describe('http client', () => {
  it('sends GET params as a query string with token and language headers', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ code: 0, msg: '', data: { ok: true } }));
    const { http } = client(fetchImpl as unknown as typeof fetch, 'tok-1');
    await expect(http.call('GET /media/list', { page: 2, pageSize: 20 })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://localhost:3000/api/media/list?page=2&pageSize=20');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer tok-1',
      'Accept-Language': 'zh-CN',
    });
  });

  it('sends POST data as a JSON body and no token header without a session', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ code: 0, msg: '', data: null }));
    const { http } = client(fetchImpl as unknown as typeof fetch);
    await http.call('POST /option/currency/add', { currency: 'USD' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://localhost:3000/api/option/currency/add');
    expect(JSON.parse(String(init.body))).toEqual({ currency: 'USD' });
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('rejects a network failure with its own message', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { http, fx } = client(fetchImpl as unknown as typeof fetch);
    const error = await http.call('GET /media/list').catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('network');
    expect(fx.toast).toHaveBeenCalledWith('text:network');
  });

  it('aborts after the timeout and rejects', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const { http, fx } = client(fetchImpl as unknown as typeof fetch, undefined, 120000);
    const pending = http.call('GET /media/list').catch((e: ApiError) => e);
    await vi.advanceTimersByTimeAsync(119999);
    expect(fx.toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending) as ApiError;
    expect(error.kind).toBe('timeout');
    expect(fx.toast).toHaveBeenCalledWith('text:timeout');
  });

  it('rejects a response that is not an envelope with the generic message', async () => {
    const fetchImpl = vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 }));
    const { http, fx } = client(fetchImpl as unknown as typeof fetch);
    const error = (await http.call('GET /media/list').catch((e) => e)) as ApiError;
    expect(error.kind).toBe('http');
    expect(error.code).toBe(502);
    expect(fx.toast).toHaveBeenCalledWith('text:generic');
  });

  it('retries a read that fails on the way, quietly, and shows its failure once', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { http, fx } = client(fetchImpl as unknown as typeof fetch);
    const error = (await http.call('GET /media/list').catch((e) => e)) as ApiError;
    expect(error.kind).toBe('network');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(fx.toast.mock.calls).toEqual([['text:network']]);
  });

  it('answers a read that succeeds on its second try', async () => {
    const fetchImpl = vi
      .fn()
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValueOnce(jsonResponse({ code: 0, msg: '', data: 5 }));
    const { http, fx } = client(fetchImpl as unknown as typeof fetch);
    await expect(http.call('GET /media/list')).resolves.toBe(5);
    expect(fx.toast).not.toHaveBeenCalled();
  });

  it('never sends a write twice, and never retries an envelope error', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await client(failing as unknown as typeof fetch)
      .http.call('POST /clientPayment/add', { amount: '1' })
      .catch(() => undefined);
    expect(failing).toHaveBeenCalledTimes(1);
    const refusing = vi.fn(async () => jsonResponse({ code: 12, msg: 'No', data: null }));
    const { http, fx } = client(refusing as unknown as typeof fetch);
    await http.call('GET /media/list').catch(() => undefined);
    expect(refusing).toHaveBeenCalledTimes(1);
    expect(fx.toast.mock.calls).toEqual([['No']]);
  });

  it('ends the session on HTTP 401 whatever its body, for the token in use only', async () => {
    const fetchImpl = vi.fn(async () => new Response('Unauthorized', { status: 401 }));
    const { http, fx } = client(fetchImpl as unknown as typeof fetch, 'tok');
    const error = (await http.call('POST /client/add', {}).catch((e) => e)) as ApiError;
    expect(error.code).toBe(401);
    expect(fx.endSession).toHaveBeenCalledTimes(1);

    let token = 'old';
    const stale = client(
      vi.fn(async () => {
        token = 'new';
        return jsonResponse({ code: -201, msg: 'expired', data: null });
      }) as unknown as typeof fetch,
      undefined,
      undefined,
      { getToken: () => token },
    );
    await stale.http.call('GET /media/list').catch(() => undefined);
    expect(stale.fx.endSession).not.toHaveBeenCalled();
    expect(stale.fx.toast).not.toHaveBeenCalled();
  });

  it('keeps integers beyond 2^53 exact, as text', async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response(
          '{"code":0,"msg":"","data":{"id":9007199254740993,"n":12,"s":"9007199254740993"}}',
        ),
    );
    const { http } = client(fetchImpl as unknown as typeof fetch);
    await expect(http.call('GET /client/detail')).resolves.toEqual({
      id: '9007199254740993',
      n: 12,
      s: '9007199254740993',
    });
  });

  it('shows nothing before the texts are there', async () => {
    let texts!: () => void;
    const ready = new Promise<void>((resolve) => (texts = resolve));
    const fetchImpl = vi.fn(async () => new Response('<html>', { status: 500 }));
    const { http, fx } = client(fetchImpl as unknown as typeof fetch, undefined, undefined, {
      ready: () => ready,
    });
    const pending = http.call('GET /media/list').catch((e) => e);
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalled());
    await Promise.resolve();
    expect(fx.toast).not.toHaveBeenCalled();
    texts();
    await pending;
    expect(fx.toast).toHaveBeenCalledWith('text:generic');
  });

  it('downloads a file with the name the server gives', async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response('xlsx-bytes', {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': "attachment; filename*=UTF-8''%E9%92%B1%E5%8C%85.xlsx",
          },
        }),
    );
    const { http } = client(fetchImpl as unknown as typeof fetch);
    const file = await http.download({ method: 'GET', path: '/client/walletWarnListExcel' });
    expect(file.fileName).toBe('钱包.xlsx');
    expect(await file.blob.text()).toBe('xlsx-bytes');
  });
});

describe('path parameters', () => {
  it('fills {name} segments from the data and leaves them out of the query', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ code: 0, msg: '', data: {} }));
    const { http } = client(fetchImpl as unknown as typeof fetch);
    await http.call('GET /siteSend/getMessage/{id}', { id: 'MSG 7', lang: 'en' });
    const [url] = fetchImpl.mock.calls[0] as unknown as [string];
    expect(url).toBe('http://localhost:3000/api/siteSend/getMessage/MSG%207?lang=en');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ErrorCatalogue } from '@/data/errorCatalogue';
import { createHttpClient } from '@/data/http';

/**
 * A call whose caller says a refusal in its own words (the user-info load: the login page's
 * 'failed to get user info…', SPEC §4) and a call sent with another token than the session's
 * (whose session a handed token is, src/auth/handedAccount.ts).
 */
function client(answer: () => Response | Promise<Response>) {
  const fx = {
    toast: vi.fn(),
    endSession: vi.fn(),
    friendlyReminder: vi.fn(),
    text: (key: string) => `text:${key}`,
  };
  const fetchImpl = vi.fn(async () => answer());
  const http = createHttpClient('main', {
    catalogue: new ErrorCatalogue(fx),
    getToken: () => 'session-token',
    getLanguage: () => 'en',
    fetch: fetchImpl as unknown as typeof fetch,
    retryDelaysMs: [0, 0],
  });
  return { http, fx, fetchImpl };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe("quiet: 'refusals'", () => {
  it('shows no toast for an HTTP 500 or a business error: the caller says it', async () => {
    for (const answer of [
      () => new Response('<html>500</html>', { status: 500 }),
      () => json({ code: 10001, msg: 'no such user', data: null }),
    ]) {
      const { http, fx } = client(answer);
      await expect(http.call('GET /login/getAdminInfo', undefined, 'refusals')).rejects.toThrow();
      expect(fx.toast).not.toHaveBeenCalled();
      expect(fx.endSession).not.toHaveBeenCalled();
    }
  });

  it('still shows a failure on the way and ends an expired session', async () => {
    const offline = client(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      offline.http.call('GET /login/getAdminInfo', undefined, 'refusals'),
    ).rejects.toThrow();
    expect(offline.fx.toast).toHaveBeenCalledExactlyOnceWith('text:network');

    const busy = client(() => new Response('busy', { status: 503 }));
    await expect(
      busy.http.call('GET /login/getAdminInfo', undefined, 'refusals'),
    ).rejects.toThrow();
    expect(busy.fx.toast).toHaveBeenCalledExactlyOnceWith('text:generic');

    const expired = client(() => json({ code: -201, msg: 'expired', data: null }));
    await expect(
      expired.http.call('GET /login/getAdminInfo', undefined, 'refusals'),
    ).rejects.toThrow();
    expect(expired.fx.toast).toHaveBeenCalledExactlyOnceWith('expired');
    expect(expired.fx.endSession).toHaveBeenCalledOnce();
  });
});

describe('a call sent with another token', () => {
  it('carries that token alone, and its refusal says nothing of the open session', async () => {
    const { http, fx, fetchImpl } = client(() => json({ code: -201, msg: 'expired', data: null }));
    await expect(
      http.request({ method: 'GET', path: '/login/getAdminInfo', token: 'handed', quiet: true }),
    ).rejects.toThrow();
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer handed' });
    expect(fx.toast).not.toHaveBeenCalled();
    expect(fx.endSession).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/auth/session';
import { mainApi } from '@/data';
import { ApiError } from '@/data/apiError';
import { REQUEST_TIMEOUT_MS, type Service } from '@/data/contract';
import { screenEffects } from '@/app/screenEffects';
import { changeLanguage } from '@/i18n';
import { stubbedClients } from '../../support/stubbedClients';
import {
  envelope,
  stubTransport,
  type CannedAnswer,
  type ExpectedCall,
} from '../../support/stubTransport';

// The interface's English texts (locales/en.json), as the app's effects give them.
const GENERIC = 'Submission error, please check and try again';
const NETWORK = 'Network error, please check your connection and try again';
const TIMEOUT = 'The request timed out, please try again';
const EXPIRED = 'Your login has expired, please login again';

const setup = (calls: ExpectedCall[]) => stubbedClients(calls, { retryDelaysMs: [0, 0] });

const base: Record<Service, string> = { main: '/api', admin: '/admin-api' };
const post = (service: Service, answer: CannedAnswer): ExpectedCall => ({
  method: 'POST',
  url: `${base[service]}/org2/refuseNewOrg`,
  answer,
});
const refuse = (clients: ReturnType<typeof setup>, service: Service) =>
  clients[service]
    .call('POST /org2/refuseNewOrg', { orgId: 4, reason: 'x' })
    .catch((error: unknown) => error as ApiError);

beforeEach(async () => {
  await changeLanguage('en');
  session.setToken('tok-f');
});
afterEach(() => {
  session.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SPEC §8: what each refused code does', () => {
  it.each([
    { service: 'main', code: 1, ends: false, reminder: false },
    { service: 'main', code: -1, ends: false, reminder: false },
    { service: 'main', code: 200, ends: false, reminder: false },
    { service: 'main', code: 401, ends: false, reminder: false },
    { service: 'main', code: 600001, ends: false, reminder: false },
    { service: 'main', code: -201, ends: true, reminder: false },
    { service: 'main', code: -202, ends: true, reminder: false },
    { service: 'admin', code: 1, ends: false, reminder: false },
    { service: 'admin', code: 500, ends: false, reminder: false },
    { service: 'admin', code: 600001, ends: false, reminder: true },
    { service: 'admin', code: 401, ends: true, reminder: false },
    { service: 'admin', code: -201, ends: true, reminder: false },
    { service: 'admin', code: -202, ends: true, reminder: false },
  ] as const)('$service code $code', async ({ service, code, ends, reminder }) => {
    const clients = setup([post(service, envelope(code, { orgId: 4 }, 'Server says no'))]);
    const error = await refuse(clients, service);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      service,
      kind: 'envelope',
      code,
      message: 'Server says no',
      data: { orgId: 4 },
    });
    const { toast, friendlyReminder, endSession } = clients.effects;
    expect(toast.mock.calls).toEqual(reminder ? [] : [['Server says no']]);
    expect(friendlyReminder.mock.calls).toEqual(reminder ? [['Server says no']] : []);
    expect(endSession.mock.calls).toEqual(ends ? [[]] : []);
  });

  it.each<[string, Record<string, unknown>]>([
    ['empty', { code: 7, msg: '', data: null }],
    ['blank', { code: 7, msg: '  \n', data: null }],
    ['missing', { code: 7, data: null }],
    ['not text', { code: 7, msg: 404, data: null }],
  ])('main: a refusal with a message %s shows the generic text', async (_, json) => {
    const clients = setup([post('main', { json })]);
    await expect(refuse(clients, 'main')).resolves.toMatchObject({ code: 7, message: GENERIC });
    expect(clients.effects.toast.mock.calls).toEqual([[GENERIC]]);
  });

  it('admin: a refusal without a message shows the generic text, 600001 in its dialog', async () => {
    const clients = setup([
      post('admin', { json: { code: 9, data: null } }),
      post('admin', envelope(600001, null, '')),
    ]);
    await expect(refuse(clients, 'admin')).resolves.toMatchObject({ message: GENERIC });
    await expect(refuse(clients, 'admin')).resolves.toMatchObject({ message: GENERIC });
    expect(clients.effects.toast.mock.calls).toEqual([[GENERIC]]);
    expect(clients.effects.friendlyReminder.mock.calls).toEqual([[GENERIC]]);
  });

  it.each(['main', 'admin'] as const)(
    '%s: an HTTP 401, whatever its body, ends the session without a toast',
    async (service) => {
      const clients = setup([post(service, { text: '<h1>401</h1>', status: 401 })]);
      await expect(refuse(clients, service)).resolves.toMatchObject({
        kind: 'http',
        code: 401,
        message: EXPIRED,
      });
      expect(clients.effects.endSession.mock.calls).toEqual([[]]);
      expect(clients.effects.toast).not.toHaveBeenCalled();
    },
  );
});

describe('SPEC §8: network errors show their own message', () => {
  it.each(['main', 'admin'] as const)('%s: a write is sent once', async (service) => {
    const clients = setup([post(service, { networkError: true })]);
    const error = await refuse(clients, service);
    expect(error).toMatchObject({ service, kind: 'network', code: null, message: NETWORK });
    expect(clients.effects.toast.mock.calls).toEqual([[NETWORK]]);
    expect(clients.effects.endSession).not.toHaveBeenCalled();
  });

  it('a read is sent three times, the same each time, and its failure shown once', async () => {
    const call: ExpectedCall = {
      method: 'GET',
      url: '/admin-api/siteSend/getSelTree?orgId=1',
      answer: { networkError: true },
    };
    const clients = setup([call, call, call]);
    const error = await clients.admin
      .call('GET /siteSend/getSelTree', { orgId: 1 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', message: NETWORK });
    expect(clients.effects.toast.mock.calls).toEqual([[NETWORK]]);
    const [first, ...again] = clients.transport.requests;
    for (const request of again) expect(request.headers).toEqual(first.headers);
  });

  it('shows the message in the interface language', async () => {
    await changeLanguage('cn');
    const clients = setup([post('main', { networkError: true })]);
    await expect(refuse(clients, 'main')).resolves.toMatchObject({
      message: '网络错误，请检查网络后重试',
    });
  });
});

describe('SPEC §7, §9: the 120000 ms request timeout', () => {
  it('is the contract default', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(120000);
  });

  it.each([
    ['main', 'GET', '/api/media/list'],
    ['admin', 'POST', '/admin-api/siteSend/saveMessage'],
  ] as const)(
    '%s: a %s that never answers is aborted at 120000 ms, not before, and shown once',
    async (service, method, url) => {
      vi.useFakeTimers();
      const clients = setup([{ method, url, answer: { hang: true } }]);
      let settled = false;
      const pending = clients[service]
        .request({ method, path: url.replace(base[service], ''), data: {} })
        .catch((error: unknown) => error)
        .finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(119999);
      const [sent] = clients.transport.requests;
      expect([settled, sent.signal?.aborted]).toEqual([false, false]);
      expect(clients.effects.toast).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(sent.signal?.aborted).toBe(true);
      await expect(pending).resolves.toMatchObject({
        service,
        kind: 'timeout',
        code: null,
        message: TIMEOUT,
      });
      expect(clients.effects.toast.mock.calls).toEqual([[TIMEOUT]]);
      // A timed-out read is not sent again: the strict stub would refuse a second call.
      expect(clients.transport.requests).toHaveLength(1);
    },
  );

  it("holds for the app's own client, which is given no timeout", async () => {
    vi.useFakeTimers();
    const toast = vi.spyOn(screenEffects, 'toast').mockImplementation(() => undefined);
    const transport = stubTransport([
      { method: 'GET', url: '/api/risk/list', answer: { hang: true } },
    ]);
    vi.stubGlobal('fetch', transport.fetch);
    const pending = mainApi.call('GET /risk/list').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(transport.requests[0].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ kind: 'timeout', message: TIMEOUT });
    expect(toast.mock.calls).toEqual([[TIMEOUT]]);
  });
});

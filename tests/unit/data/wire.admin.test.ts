import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNavigator } from '@/ui/navigation';
import { session } from '@/auth/session';
import { adminApi } from '@/data';
import { ApiError } from '@/data/apiError';
import { successCodes } from '@/data/contract';
import { screenEffects } from '@/app/screenEffects';
import { changeLanguage } from '@/i18n';
import { envelope, stubTransport, type ExpectedCall } from '../../support/stubTransport';

// The app's own admin-service client: token from the session cookie, language from the interface.
function backend(calls: ExpectedCall[]) {
  const transport = stubTransport(calls);
  vi.stubGlobal('fetch', transport.fetch);
  return transport;
}

const signedIn = {
  'Accept-Language': 'en',
  Authorization: 'Bearer tok-admin-9',
};

let toast: ReturnType<typeof vi.spyOn>;
let friendlyReminder: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  await changeLanguage('en');
  session.setToken('tok-admin-9');
  toast = vi.spyOn(screenEffects, 'toast').mockImplementation(() => undefined);
  friendlyReminder = vi
    .spyOn(screenEffects, 'friendlyReminder')
    .mockImplementation(() => undefined);
});
afterEach(() => {
  session.clear();
  registerNavigator(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('admin service: requests', () => {
  it('sends a GET under /admin-api with its query and the same headers as the main service', async () => {
    const transport = backend([
      {
        method: 'GET',
        url: '/admin-api/siteSend/getPageList?page=2&pageSize=10&status=0',
        body: undefined,
        answer: envelope(200, { list: [], total: 0 }),
      },
    ]);
    await expect(
      adminApi.call('GET /siteSend/getPageList', { page: 2, pageSize: 10, status: 0, title: '' }),
    ).resolves.toEqual({ list: [], total: 0 });
    expect(transport.requests[0].headers).toEqual(signedIn);
  });

  it('fills a {id} path segment from the data and leaves it out of the query', async () => {
    const transport = backend([
      { method: 'GET', url: '/admin-api/siteSend/getMessage/42', answer: envelope(200, {}) },
    ]);
    await adminApi.call('GET /siteSend/getMessage/{id}', { id: 42 });
    expect(transport.requests[0].query).toEqual({});
  });

  it('asks the unread count by recId in the Chinese interface', async () => {
    await changeLanguage('cn');
    const transport = backend([
      {
        method: 'GET',
        url: '/admin-api/siteSend/getUnReadSiteMessageCount/admin?recId=101',
        answer: envelope(200, { messageCount: 3 }),
      },
    ]);
    await expect(
      adminApi.call('GET /siteSend/getUnReadSiteMessageCount/admin', { recId: 101 }, true),
    ).resolves.toEqual({ messageCount: 3 });
    expect(transport.requests[0].headers).toEqual({
      'Accept-Language': 'zh-CN',
      Authorization: 'Bearer tok-admin-9',
    });
  });

  it("sends updateReadOrDel's send items as a JSON list", async () => {
    const items = [
      { recId: 118, siteMsgId: 42, status: 1, recEnvType: 'admin' },
      { recId: 118, siteMsgId: 43, status: 1, recEnvType: 'client' },
    ];
    const transport = backend([
      {
        method: 'POST',
        url: '/admin-api/siteSend/updateReadOrDel',
        body: items,
        answer: envelope(200),
      },
    ]);
    await expect(
      adminApi.request({ method: 'POST', path: '/siteSend/updateReadOrDel', data: items }),
    ).resolves.toBeNull();
    const [sent] = transport.requests;
    expect(sent.bodyText).toBe(
      '[{"recId":118,"siteMsgId":42,"status":1,"recEnvType":"admin"},' +
        '{"recId":118,"siteMsgId":43,"status":1,"recEnvType":"client"}]',
    );
    expect(sent.headers).toEqual({ ...signedIn, 'Content-Type': 'application/json' });
  });

  it('sends a POST without Authorization when there is no session', async () => {
    session.clear();
    const transport = backend([
      {
        method: 'POST',
        url: '/admin-api/siteSend/saveSiteMessageBlack',
        body: { recId: 7, remark: 'left' },
        answer: envelope(200, { id: 1 }),
      },
    ]);
    await adminApi.call('POST /siteSend/saveSiteMessageBlack', { recId: 7, remark: 'left' });
    expect(transport.requests[0].headers).toEqual({
      'Accept-Language': 'en',
      'Content-Type': 'application/json',
    });
  });
});

describe('admin service: success codes (SPEC §7)', () => {
  it('are exactly 200, 0, -4, -5 and 200061', () => {
    expect([...successCodes.admin].sort((a, b) => a - b)).toEqual([-5, -4, 0, 200, 200061]);
  });

  it.each([200, 0, -4, -5, 200061, '200', '-5', '200061'])(
    'code %j resolves with the data and shows nothing',
    async (code) => {
      backend([
        {
          method: 'GET',
          url: '/admin-api/siteSend/getSelTree',
          answer: envelope(code, [{ key: 'org-1' }], 'message ignored on success'),
        },
      ]);
      await expect(adminApi.call('GET /siteSend/getSelTree')).resolves.toEqual([{ key: 'org-1' }]);
      expect(toast).not.toHaveBeenCalled();
      expect(friendlyReminder).not.toHaveBeenCalled();
    },
  );

  it.each([1, -1, -3, -6, 201, 500, 200060, 200062, 600002])(
    'code %i is refused with its message',
    async (code) => {
      backend([
        {
          method: 'POST',
          url: '/admin-api/siteSend/updateMessage',
          answer: envelope(code, { id: 5 }, `Refused with ${code}`),
        },
      ]);
      const error = await adminApi
        .call('POST /siteSend/updateMessage', { id: 5 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        service: 'admin',
        kind: 'envelope',
        code,
        message: `Refused with ${code}`,
        data: { id: 5 },
      });
      expect(toast.mock.calls).toEqual([[`Refused with ${code}`]]);
    },
  );
});

describe("admin service: the app's effects", () => {
  it('opens the friendly reminder with the message on 600001, and no toast', async () => {
    backend([
      {
        method: 'GET',
        url: '/admin-api/siteSend/getUserSiteMessageList/admin',
        answer: envelope(600001, null, 'Insufficient wallet balance'),
      },
    ]);
    await expect(adminApi.call('GET /siteSend/getUserSiteMessageList/admin')).rejects.toMatchObject(
      { code: 600001, message: 'Insufficient wallet balance' },
    );
    expect(friendlyReminder.mock.calls).toEqual([['Insufficient wallet balance']]);
    expect(toast).not.toHaveBeenCalled();
  });

  it('ends the session on -202: token gone, /login with the page to come back to', async () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    window.history.pushState({}, '', '/news/blacklist?page=3');
    backend([
      {
        method: 'GET',
        url: '/admin-api/siteSend/getBlackPageList',
        answer: envelope(-202, null, 'Signed in elsewhere'),
      },
    ]);
    await expect(adminApi.call('GET /siteSend/getBlackPageList')).rejects.toMatchObject({
      code: -202,
    });
    expect(toast.mock.calls).toEqual([['Signed in elsewhere']]);
    expect(session.getToken()).toBeUndefined();
    expect(session.endReason()).toBe('expired');
    expect(navigate.mock.calls).toEqual([
      ['/login?to=%2Fnews%2Fblacklist%3Fpage%3D3&reason=expired', { replace: true }],
    ]);
    window.history.pushState({}, '', '/');
  });
});

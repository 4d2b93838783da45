import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authProvider } from '@/auth/authProvider';
import { session } from '@/auth/session';
import { syncSessionAcrossTabs, type SessionSignal } from '@/auth/sessionBroadcast';
import { sessionApi } from '@/auth/sessionApi';
import { demoCaptchaAnswer } from '@demo-backend/captcha';
import { createDemoServer, resetDemoStore } from '@demo-backend/node';
import { DEMO_PASSWORD } from '@demo-backend/users';
import { call } from '../unit/mocks/client';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetDemoStore();
  session.clear();
});

describe('a logout with other tabs open', () => {
  it('tells them before the server ends the session, so none of their calls meanwhile is refused', async () => {
    const { key } = await sessionApi.captcha();
    const login = await authProvider.login({
      mode: 'username',
      username: 'admin',
      password: DEMO_PASSWORD,
      captcha: demoCaptchaAnswer(key),
      captchaKey: key,
    });
    expect(login.success).toBe(true);
    const token = session.getToken()!;

    const told: SessionSignal[] = [];
    const order: string[] = [];
    const stop = syncSessionAcrossTabs(
      session,
      {
        post: (signal) => {
          told.push(signal);
          order.push('other tabs told');
        },
        listen: () => () => undefined,
      },
      { signedOut: () => undefined, signedIn: () => undefined },
    );
    const onRequest = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/login/logout')) order.push('server asked');
    };
    server.events.on('request:start', onRequest);
    try {
      await authProvider.logout({});
    } finally {
      server.events.removeListener('request:start', onRequest);
      stop();
    }

    expect(told).toEqual([{ kind: 'signedOut', reason: null }]);
    expect(order).toEqual(['other tabs told', 'server asked']);
    // The server did end it: the token no longer opens anything.
    const after = await call('main', '/login/getAdminInfo', { token });
    expect(after.code).not.toBe(0);
  });
});

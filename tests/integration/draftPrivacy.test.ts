import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authProvider } from '@/auth/authProvider';
import { draftKey, writeDraft } from '@/auth/formDrafts';
import { session } from '@/auth/session';
import { sessionApi } from '@/auth/sessionApi';
import { demoCaptchaAnswer } from '@demo-backend/captcha';
import { createDemoServer, resetDemoStore } from '@demo-backend/node';
import { DEMO_PASSWORD } from '@demo-backend/users';

const server = createDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetDemoStore();
  session.clear();
  localStorage.clear();
});

async function logIn(username: string) {
  const { key } = await sessionApi.captcha();
  const result = await authProvider.login({
    mode: 'username',
    username,
    password: DEMO_PASSWORD,
    captcha: demoCaptchaAnswer(key),
    captchaKey: key,
  });
  expect(result.success).toBe(true);
  return session.getUser()!.adminId;
}

const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith('formDraft:'));

describe('drafts on a shared machine (issue #40 point 6)', () => {
  it("are another user's to lose at a login, and everyone's at a logout", async () => {
    const admin = await logIn('admin');
    writeDraft(draftKey(admin, 'client', 'create', null)!, {
      savedAt: Date.now(),
      step: 0,
      values: { clientName: 'Blue Harbour' },
    });
    await authProvider.logout({});
    expect(drafts()).toEqual([]);

    // Kept as a session ends on its own (given back after logging in again), then another user.
    writeDraft(draftKey(admin, 'client', 'create', null)!, {
      savedAt: Date.now(),
      step: 0,
      values: { clientName: 'Blue Harbour' },
      restore: true,
    });
    const other = await logIn('op');
    expect(other).not.toBe(admin);
    expect(drafts()).toEqual([]);

    writeDraft(draftKey(other, 'member', 'create', null)!, {
      savedAt: Date.now(),
      step: 0,
      values: {},
    });
    session.clear('expired');
    await logIn('op');
    expect(drafts()).toEqual([`formDraft:${other}:member:create`]);
  });
});

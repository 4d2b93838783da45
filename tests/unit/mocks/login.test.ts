// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sessionEndCodes, type UserInfo } from '@/data/contract';
import { DEMO_MAIL_CODE } from '@demo-backend/mailCodes';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, demoLogins } from '@demo-backend/users';
import { call, freshCaptcha, loginAs } from './client';
import { setupDemoServer } from './server';

setupDemoServer();

const login = async (body: Record<string, string>, language: 'en' | 'zh-CN' = 'en') =>
  call<{ token: string }>('main', '/login/login', { method: 'POST', body, language });

describe('login by username', () => {
  it('answers a token for every listed demo user', async () => {
    for (const { username } of demoLogins) {
      const token = await loginAs(username);
      expect(token).toMatch(/^demo\.\d+\.\w+$/);
    }
  });

  it('refuses a wrong captcha with 10001, in the request language', async () => {
    const { captchaKey } = await freshCaptcha();
    const body = { username: 'admin', password: DEMO_PASSWORD, captchaKey, captcha: 'XXXX' };
    const result = await login(body, 'zh-CN');
    expect(result).toMatchObject({ code: 10001, msg: '验证码错误' });
  });

  it('refuses a captcha used twice', async () => {
    const captcha = await freshCaptcha();
    expect((await login({ username: 'admin', password: 'nope', ...captcha })).code).toBe(10002);
    const again = await login({ username: 'admin', password: DEMO_PASSWORD, ...captcha });
    expect(again).toMatchObject({ code: 10001, msg: 'Verification failed' });
  });

  it('refuses an unknown user or a wrong password with 10002', async () => {
    const unknown = await login({
      username: 'ghost',
      password: DEMO_PASSWORD,
      ...(await freshCaptcha()),
    });
    expect(unknown).toMatchObject({ code: 10002, msg: 'Incorrect username or password' });
    const wrong = await login({ username: 'bd', password: 'demo124', ...(await freshCaptcha()) });
    expect(wrong.code).toBe(10002);
  });
});

describe('session', () => {
  it('answers the user info of the token', async () => {
    const token = await loginAs('admin');
    const { code, data } = await call<UserInfo>('main', '/login/getAdminInfo', { token });
    expect(code).toBe(0);
    expect(data).toMatchObject({ adminRole: 2, roles: ['admin'], orgId: 1, orgName: '星链广告' });
    expect(data.vcc_menu_show).toContain('/vcc/list');
  });

  it('answers -201 for a missing or unknown token, on both services', async () => {
    const noToken = await call('main', '/login/getAdminInfo');
    expect(noToken).toMatchObject({ code: -201, msg: 'login expired' });
    const unknown = await call('main', '/client/list', {
      token: 'demo.1.forged',
      language: 'zh-CN',
    });
    expect(unknown).toMatchObject({ code: -201, msg: '登录已过期' });
    const admin = await call('admin', '/siteSend/getUnReadSiteMessageCount/admin', {
      token: 'demo.1.forged',
    });
    expect(admin.code).toBe(-201);
    expect(sessionEndCodes.main.has(-201) && sessionEndCodes.admin.has(-201)).toBe(true);
  });

  it('ends the session on logout', async () => {
    const token = await loginAs('op');
    expect((await call('main', '/login/logout', { token })).code).toBe(0);
    expect((await call('main', '/login/getAdminInfo', { token })).code).toBe(-201);
  });

  it('answers the unread count with the admin success code', async () => {
    const token = await loginAs('admin');
    const result = await call<{ messageCount: number }>(
      'admin',
      '/siteSend/getUnReadSiteMessageCount/admin',
      { token },
    );
    expect(result.code).toBe(200);
    expect(Number.isInteger(result.data.messageCount)).toBe(true);
  });

  it('marks the sales partners by their info status', async () => {
    const info = async (username: string) =>
      (await call<UserInfo>('main', '/login/getAdminInfo', { token: await loginAs(username) }))
        .data;
    expect(await info('saleagent')).toMatchObject({ adminRole: 10, saleAgentInfoStatus: 1 });
    expect(await info('newpartner')).toMatchObject({ adminRole: 10, saleAgentInfoStatus: 2 });
  });
});

describe('switching identity', () => {
  it('gives a token of the other account of the same person', async () => {
    const token = await loginAs('multi');
    const me = (await call<UserInfo>('main', '/login/getAdminInfo', { token })).data;
    expect(me.roleList).toHaveLength(2);
    const other = me.roleList.find((role) => role.adminId !== me.adminId);
    const switched = await call<{ token: string }>('main', '/login/switchAccount', {
      method: 'POST',
      body: { token, adminId: other?.adminId },
      token,
    });
    expect(switched.code).toBe(0);
    const info = await call<UserInfo>('main', '/login/getAdminInfo', {
      token: switched.data.token,
    });
    expect(info.data).toMatchObject({ adminId: other?.adminId, adminRole: 4 });
    expect(info.data.adminId).not.toBe(me.adminId);
  });

  it('refuses an account outside the role list or a bad token with 10005', async () => {
    const token = await loginAs('bd');
    const foreign = await call('main', '/login/switchAccount', {
      method: 'POST',
      body: { token, adminId: 101 },
    });
    expect(foreign.code).toBe(10005);
    const forged = await call('main', '/login/switchAccount', {
      method: 'POST',
      body: { token: 'demo.116.forged', adminId: 117 },
    });
    expect(forged.code).toBe(10005);
  });
});

describe('email code and passwords', () => {
  const email = `cm@${DEMO_EMAIL_DOMAIN}`;
  const mailCode = (body: object) => call('main', '/login/mailCode', { method: 'POST', body });

  it('checks the email before sending a code', async () => {
    expect((await mailCode({ email: 'not-an-email', type: 'login' })).code).toBe(10004);
    expect((await mailCode({ email: 'nobody@example.com', type: 'login' })).code).toBe(10003);
    expect((await mailCode({ email, type: 'login' })).code).toBe(0);
  });

  it('logs in by email with the demo code, after the captcha', async () => {
    await mailCode({ email, type: 'login' });
    const byMail = (code: string, captcha: { captchaKey: string; captcha: string }) =>
      call<{ token: string }>('main', '/login/loginByMail', {
        method: 'POST',
        body: { email, code, ...captcha },
      });
    const badCaptcha = await byMail(DEMO_MAIL_CODE, { captchaKey: 'unknown', captcha: 'AAAA' });
    expect(badCaptcha.code).toBe(10001);
    expect((await byMail('000000', await freshCaptcha())).code).toBe(10007);
    const ok = await byMail(DEMO_MAIL_CODE, await freshCaptcha());
    expect(ok.code).toBe(0);
    const info = await call<UserInfo>('main', '/login/getAdminInfo', { token: ok.data.token });
    expect(info.data.adminRole).toBe(14);
  });

  it('sets a password of at least 3 characters, given the current one', async () => {
    const token = await loginAs('hr');
    const setPwd = (password: string, oldPassword = DEMO_PASSWORD) =>
      call('main', '/login/setPwd', { method: 'POST', body: { oldPassword, password }, token });
    expect((await setPwd('new-secret', 'wrong')).code).toBe(10090);
    expect((await setPwd('new-secret', '')).code).toBe(10090);
    expect((await setPwd('ab')).code).toBe(10006);
    expect((await setPwd('new-secret')).code).toBe(0);
    expect(await loginAs('hr', 'new-secret')).toMatch(/^demo\.114\./);
  });

  it('resets a forgotten password with the emailed code', async () => {
    const reset = (code: string) =>
      call('main', '/login/forgetPwd', {
        method: 'POST',
        body: { email, code, password: 'fresh-start' },
      });
    expect((await reset(DEMO_MAIL_CODE)).code).toBe(10007);
    await mailCode({ email, type: 'forgetPwd' });
    expect((await reset(DEMO_MAIL_CODE)).code).toBe(0);
    expect(await loginAs('cm', 'fresh-start')).toMatch(/^demo\.105\./);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

setupDemoServer();

describe('invitation links', () => {
  it('lead to the user’s client portal, where clients and partners register, not to the console', async () => {
    const token = await loginAs('admin');
    const info = await call<{ clientDomain: string; adminId: number }>(
      'main',
      '/login/getAdminInfo',
      { token },
    );
    expect(info.data.clientDomain).toMatch(/^https:\/\//);
    for (const type of ['client', 'partner']) {
      const answer = await call<{ url: string }>('main', `/login/getQrCode?type=${type}`, {
        token,
      });
      expect(answer.data.url).toBe(
        `${info.data.clientDomain}/register/${type}?inviteCode=XL${info.data.adminId}`,
      );
    }
  });

  it('lead to each organisation’s own portal', async () => {
    const main = await call<{ url: string }>('main', '/login/getQrCode?type=client', {
      token: await loginAs('admin'),
    });
    const reseller = await call<{ url: string }>('main', '/login/getQrCode?type=client', {
      token: await loginAs('reseller'),
    });
    expect(new URL(main.data.url).host).not.toBe(new URL(reseller.data.url).host);
  });
});

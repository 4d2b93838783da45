import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrls, headers, storageKeys } from '@/data/contract';
import { demoCaptchaAnswer } from '@demo-backend/captcha';
import { DEMO_PASSWORD } from '@demo-backend/users';
import { setupBrowser } from './support/browser';
import { signIn } from './support/login';

const e2e = setupBrowser();

/** A demo user's token, as a link of an embedding app would carry it (not this browser's session). */
async function tokenOf(page: Page, username: string): Promise<string> {
  const api = page.context().request;
  const captcha = (await (await api.get(`${baseUrls.main}/login/getCaptcha`)).json()) as {
    data: { key: string };
  };
  const answer = await api.post(`${baseUrls.main}/login/login`, {
    data: {
      username,
      password: DEMO_PASSWORD,
      captchaKey: captcha.data.key,
      captcha: demoCaptchaAnswer(captcha.data.key),
    },
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

async function nameOf(page: Page, token: string): Promise<string> {
  const answer = await page.context().request.get(`${baseUrls.main}/login/getAdminInfo`, {
    headers: { [headers.token]: headers.tokenValue(token) },
  });
  return ((await answer.json()) as { data: { name: string } }).data.name;
}

const sessionToken = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === storageKeys.tokenCookie)?.value;

describe('a token handed to /h5/ on a browser already signed in (issue #40 point 2)', () => {
  it('asks before switching, naming both accounts, and the token never stays in the address', async () => {
    const { page } = e2e;
    await signIn(page, 'admin');
    const mine = await sessionToken(page);
    const theirs = await tokenOf(page, 'reseller');
    const [myName, theirName] = [await nameOf(page, mine!), await nameOf(page, theirs)];

    await page.goto(`/h5/todo/walletWarn?token=${encodeURIComponent(theirs)}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('切换账号？').waitFor();
    expect(await dialog.textContent()).toContain(myName);
    expect(await dialog.textContent()).toContain(theirName);
    expect(new URL(page.url()).search).toBe('');
    // Nothing was swapped while asking.
    expect(await sessionToken(page)).toBe(mine);

    await dialog.getByRole('button', { name: '保持当前登录' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await sessionToken(page)).toBe(mine);

    // Asked again and told to switch, the page reloads as the other account.
    await page.goto(`/h5/todo/walletWarn?token=${encodeURIComponent(theirs)}`);
    await page.getByRole('dialog').getByRole('button', { name: '切换账号' }).click();
    await page.waitForURL((url) => url.pathname === '/h5/todo/walletWarn' && !url.search);
    await expect.poll(() => sessionToken(page)).toBe(theirs);
  });

  it('becomes the session of a browser with none, and leaves the address', async () => {
    const { page } = e2e;
    await page.goto('/login');
    const theirs = await tokenOf(page, 'reseller');
    await page.goto(`/h5/todo/walletWarn?token=${encodeURIComponent(theirs)}`);
    await expect.poll(() => sessionToken(page)).toBe(theirs);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { captchaKey, loginWithForm, mailForm, usernameForm } from './support/login';
import { demoCaptchaAnswer } from '@demo-backend/captcha';
import { DEMO_MAIL_CODE } from '@demo-backend/mailCodes';
import { orgDomains, RESELLER_ORG } from '@demo-backend/seed/orgs';

/** The demo reseller's own console domain, which the browser resolves to the suite's server. */
const resellerHost = new URL(orgDomains(RESELLER_ORG.orgId).adminDomain).hostname;
const e2e = setupBrowser({ hosts: [resellerHost] });
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

describe('login', () => {
  it('logs in through the form as admin and lands on /dashboard', async () => {
    const { page } = e2e;
    await page.goto('/login');
    await loginWithForm(page, '  admin ', 'demo123');
    await page.waitForURL('**/dashboard');
    // Users of the main organisation work in Chinese (SPEC §1).
    await page.getByText('欢迎，王磊').waitFor();
    expect(await page.title()).toBe('首页 - 广告账户管理平台');
    const cookies = await e2e.context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'Admin-Token')?.value).toMatch(/^demo\./);
  });

  it("shows the server's message for a wrong password and stays on /login", async () => {
    const { page } = e2e;
    await page.goto('/login');
    await loginWithForm(page, 'admin', 'wrong-password');
    await page.getByRole('alert').filter({ hasText: 'Incorrect username or password' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    // The used captcha is replaced and its field emptied, the rest stays filled in.
    const form = usernameForm(page);
    expect(await form.getByLabel('Verification code').inputValue()).toBe('');
    expect(await form.getByLabel('Username').inputValue()).toBe('admin');
  });

  it('answers empty fields with translated messages and sends nothing', async () => {
    const { page } = e2e;
    await page.goto('/login');
    await usernameForm(page).getByLabel('Password').fill('ab');
    await usernameForm(page).getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByText('Username cannot be empty').waitFor();
    await page.getByText('The password must have at least 3 characters').waitFor();
    await page.getByText('Verification code cannot be empty').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('sends a user without a token to /login, remembering the page, and / to /dashboard', async () => {
    const { page } = e2e;
    await page.goto('/dashboard?range=week');
    await page.waitForURL('**/login?**');
    expect(new URL(page.url()).searchParams.get('to')).toBe('/dashboard?range=week');
    await loginWithForm(page, 'admin', 'demo123');
    await page.waitForURL('**/dashboard?range=week');
    await page.goto('/');
    await page.waitForURL('**/dashboard');
  });

  it('lets mobile pages under /h5/ skip the login check', async () => {
    const { page } = e2e;
    await page.goto('/h5/todo/walletWarn');
    // Its own mobile login, in place.
    await page.locator('.h5-login').getByRole('heading', { name: 'Log in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/h5/todo/walletWarn');
  });

  it('sends a rejected token to /login with the expiry message, and back after login', async () => {
    const { page, context, baseURL } = e2e;
    await context.addCookies([{ name: 'Admin-Token', value: 'revoked-token', url: baseURL }]);
    await page.goto('/dashboard?range=month');
    await page.waitForURL('**/login?**');
    const notice = page.getByRole('alert').filter({
      hasText: 'Your login has expired, please login again',
    });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Log in again' }).click();
    await loginWithForm(page, 'op', 'demo123');
    await page.waitForURL('**/dashboard?range=month');
    expect(pathOf(page.url())).toBe('/dashboard?range=month');
  });

  it("shows a reseller's name and logo on the login page of its own domain", async () => {
    const { page, baseURL } = e2e;
    const address = new URL('/login', baseURL);
    address.hostname = resellerHost;
    await page.goto(address.href);
    // Its name is the heading and the product title; its logo, served by the demo API, is shown.
    const heading = page.getByRole('heading', { level: 1, name: RESELLER_ORG.orgName });
    await heading.waitFor();
    await page.waitForFunction(
      (name) => document.title === `Log in - ${name}`,
      RESELLER_ORG.orgName,
    );
    const logo = page.locator('.login-brand img');
    await expect
      .poll(() =>
        logo.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
      )
      .toBeGreaterThan(0);
    expect(new URL(await logo.evaluate((image: HTMLImageElement) => image.src)).host).toBe(
      address.host,
    );
    expect(await page.getByText('Ad Account Console').count()).toBe(0);

    // The mobile login on the same domain names the same organisation.
    address.pathname = '/h5/';
    await page.goto(address.href);
    await page.locator('.h5-login-brand').getByText(RESELLER_ORG.orgName).waitFor();
    expect(await page.getByText('Ad Account Console').count()).toBe(0);
  });

  it('logs in by email with a mailed code and the send button counting down', async () => {
    const { page } = e2e;
    await page.goto('/login');
    await page.locator('.ant-segmented').getByText('Email login').click();
    const form = mailForm(page);
    await form.getByLabel('Email', { exact: true }).fill('not-an-email');
    await form.getByRole('button', { name: 'Send code' }).click();
    await form.getByText('Incorrect email format').waitFor();
    await form.getByLabel('Email', { exact: true }).fill('financier@demo.adconsole.test');
    await form.getByRole('button', { name: 'Send code' }).click();
    await form.getByRole('button', { name: /Resend in \d+s/ }).waitFor();
    await form.getByLabel('Email code').fill(DEMO_MAIL_CODE);
    const key = await captchaKey(form);
    await form.getByLabel('Verification code').fill(demoCaptchaAnswer(key));
    await form.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('欢迎，吴芳').waitFor();
  });
});

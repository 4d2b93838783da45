import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/data/contract';
import { answerDemoRequest, demoApiPrefixes } from '@demo-backend/httpAdapter';
import { releaseHeld } from '../../scripts/hostileModes.mjs';
import { startMisbehavingBackend } from '../../scripts/misbehavingBackend.mjs';
import { setupBrowser } from './support/browser';
import { signIn } from './support/login';
import { routeTitles, waitForTitle } from './support/settle';

/**
 * The hostile answers of issue #40's review, each as SPEC §4 and §8 say: the production build
 * (dist/) behind the misbehaving backend's modes of scripts/hostileModes.mjs.
 */
let backend: Awaited<ReturnType<typeof startMisbehavingBackend>>;
beforeAll(async () => {
  backend = await startMisbehavingBackend({
    dist: process.env.RESILIENCE_DIST ?? 'dist',
    api: { prefixes: demoApiPrefixes, handle: answerDemoRequest },
  });
});
afterAll(() => backend?.close());
beforeEach(() => {
  backend.setMode('normal');
  backend.calls.length = 0;
});
// A held answer is let go, so that no connection outlives its test.
afterEach(() => releaseHeld());

const e2e = setupBrowser({
  baseURL: () => backend.url,
  expectedErrors: /Failed to load resource|net::ERR_/,
});

const TEXTS = {
  cn: { generic: '提交错误，请检查后重试' },
  en: { userInfoFailed: 'Failed to get user info, please log in again' },
};

const content = (page: Page) => page.locator('.ant-layout-content');
const rows = (page: Page) => content(page).locator('.ant-table-tbody tr.ant-table-row');
const toasts = (page: Page) => page.locator('.ant-message-notice').allInnerTexts();
const pageFailed = (page: Page) =>
  page.getByText(/This page could not be shown|此页面无法显示/).count();
const hasToken = async (page: Page) =>
  (await page.context().cookies()).some((cookie) => cookie.name === storageKeys.tokenCookie);

/** Navigates inside the app, as a link would. */
async function follow(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('hostile answers', () => {
  it('shows the other rows of a list where one row has no id and another ids that are words', async () => {
    const { page } = e2e;
    await signIn(page, 'admin');
    backend.setMode('rowIds');
    await page.goto('/client/list');
    // The page's 20 rows: the one without an id is shown or left out, never the whole list.
    await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(19);
    expect(await pageFailed(page)).toBe(0);
    expect(await page.getByText(/The list could not be loaded|列表加载失败/).count()).toBe(0);
    expect(e2e.errors).toEqual([]);
  });

  it('a user info refused with HTTP 500 clears the token and says so on the login page, once', async () => {
    const { page } = e2e;
    await signIn(page, 'reseller', 'en');
    backend.setMode('userInfo500');
    await page.goto('/client/list');
    await page.waitForURL(/\/login/);
    await page.getByText(TEXTS.en.userInfoFailed).waitFor();
    expect(await hasToken(page)).toBe(false);
    // The login page's message alone: no toast of the data layer's beside it (SPEC §4). A toast
    // shows for 3 s: the page is asked while one of the load would still be there.
    expect(await toasts(page)).toEqual([]);
    expect(await page.getByText(/Submission error|提交错误/).count()).toBe(0);
  });

  it("tells a Chinese-only user's first failures on the dashboard in Chinese", async () => {
    const { page } = e2e;
    // The browser's language is English: the main organisation's staff work in Chinese.
    await signIn(page, 'admin', 'en');
    backend.setMode('dashboardRefused');
    await page.goto('/dashboard');
    await expect.poll(() => toasts(page)).toEqual([TEXTS.cn.generic]);
  });

  it('a slow page left early does not keep the next page from its rows', async () => {
    const { page } = e2e;
    await signIn(page, 'admin');
    backend.setMode('slowClientList');
    await page.goto('/client/list');
    await expect
      .poll(() => backend.calls.some((call) => call.path.startsWith('/api/client/list')))
      .toBe(true);
    await follow(page, '/client/payment');
    await waitForTitle(page, routeTitles('clientPayment'));
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
  });

  it('a first -201 on the dashboard ends the session', async () => {
    const { page } = e2e;
    await signIn(page, 'admin');
    backend.setMode('dashboardSessionEnd');
    await page.goto('/dashboard');
    await page.waitForURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('reason')).toBe('expired');
    expect(await hasToken(page)).toBe(false);
  });

  it('a business error whose message is a list shows one translated message and keeps the session', async () => {
    const { page } = e2e;
    await signIn(page, 'admin', 'cn');
    backend.setMode('msgArray');
    await page.goto('/client/list');
    await page.getByText('列表加载失败').first().waitFor();
    await expect.poll(() => toasts(page)).toEqual([TEXTS.cn.generic]);
    expect(new URL(page.url()).pathname).toBe('/client/list');
    expect(await hasToken(page)).toBe(true);
    expect(await page.locator('body').innerText()).not.toMatch(/errors\.\w+|\bbad\b/);
    // The first page after login too.
    await page.goto('/dashboard');
    await expect.poll(() => toasts(page)).toEqual([TEXTS.cn.generic]);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await hasToken(page)).toBe(true);
  });
});

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { abilityFor } from '@/access/ability';
import { canOpen } from '@/access/routeAccess';
import { storageKeys } from '@/data/contract';
import { answerDemoRequest, demoApiPrefixes } from '@demo-backend/httpAdapter';
import { createDemoAccounts } from '@demo-backend/users';
import { allResources } from '../../resources';
import {
  BIG_ID,
  SAFE_ADDRESS,
  startMisbehavingBackend,
} from '../../scripts/misbehavingBackend.mjs';
import { setupBrowser } from './support/browser';
import { signIn as signInAs } from './support/login';
import { routeTitles, waitForQuietDom, waitForTitle } from './support/settle';

/**
 * The production build (dist/, `npm run build`) in front of a backend that misbehaves in one way
 * per test (scripts/misbehavingBackend.mjs), over the demo backend's data.
 */
let backend: Awaited<ReturnType<typeof startMisbehavingBackend>>;
beforeAll(async () => {
  backend = await startMisbehavingBackend({
    // Another build to try the suite on (an older one, to see what it catches).
    dist: process.env.RESILIENCE_DIST ?? 'dist',
    api: { prefixes: demoApiPrefixes, handle: answerDemoRequest },
  });
});
afterAll(() => backend?.close());
beforeEach(() => {
  backend.setMode('normal');
  backend.calls.length = 0;
});

// Failed requests the tests provoke are reported by the browser itself.
const e2e = setupBrowser({
  baseURL: () => backend.url,
  expectedErrors: /Failed to load resource|net::ERR_/,
});

// Staff of the main organisation (admin) work in Chinese (SPEC §1), whatever the browser says.
const listFailed = /The list could not be loaded|列表加载失败/;
const recordFailed = /The record could not be loaded|记录加载失败/;
// antd spaces out a two-character Chinese button text.
const retry = /(Try again|重 ?试)$/;

const TEXTS = {
  en: { network: 'Network error, please check your connection and try again' },
  cn: { network: '网络错误，请检查网络后重试', generic: '提交错误，请检查后重试' },
};

/** Signs in as a demo user through the API (admin unless told), in English unless told. */
const signIn = (page: Page, username = 'admin', language: 'en' | 'cn' = 'en') =>
  signInAs(page, username, language);

const content = (page: Page) => page.locator('.ant-layout-content');
/** The calls for the client list's rows the backend has had since the test began. */
const listCalls = () =>
  backend.calls.filter((call) => /^\/api\/client\/list(\?|$)/.test(call.path));
const pageFailed = (page: Page) =>
  page.getByText(/This page could not be shown|此页面无法显示/).count();
const toasts = (page: Page) => page.locator('.ant-message-notice').allInnerTexts();

/** Waits until the page has drawn and nothing is loading any more. */
async function settled(page: Page) {
  await content(page)
    .locator('.ant-card, .ant-alert, form, .ant-table, .ant-empty')
    .first()
    .waitFor();
  await expect
    .poll(() => content(page).locator('.ant-spin-spinning, .ant-skeleton').count())
    .toBe(0);
}

/**
 * Navigates inside the app, as a link would, and waits for the new page: its title set, when given
 * (the old page stays on screen until the router's transition commits), and nothing loading.
 */
async function open(page: Page, path: string, routeName?: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  if (routeName) await waitForTitle(page, routeTitles(routeName));
  await settled(page);
  if (routeName) {
    await waitForQuietDom(page);
    await settled(page);
  }
}

const accounts = createDemoAccounts();
const routesOf = (username: string) => {
  const info = accounts.find((account) => account.username === username)!.info;
  return allResources
    .filter((resource) => resource.route && canOpen(abilityFor(info), info, resource))
    .map((resource) => ({
      name: resource.name,
      vcc: Boolean(resource.menu?.vcc),
      path: resource.route!.replace(/:(\w+)/g, (_, name) =>
        name === 'logType' ? 'prepay' : name === 'applySn' ? 'x' : '1',
      ),
    }));
};

describe('malformed answers never blank a page', () => {
  it.each([
    ['admin', 'nullRows,nullFields,wrongTypes,garbageDates'],
    ['reseller', 'nullRows,wrongTypes,garbageDates,longTexts'],
  ])(
    'every page of %s renders what it can with %s',
    { timeout: 240000 },
    async (username, modes) => {
      const { page } = e2e;
      await signIn(page, username);
      backend.setMode(modes);
      await page.goto('/dashboard');
      await settled(page);
      // With its menu keys null (nullFields), the user has no virtual-card pages (DESIGN §3).
      const pages = routesOf(username).filter(({ vcc }) => !modes.includes('nullFields') || !vcc);
      for (const { name, path } of pages) {
        await open(page, path, name).catch(async (error: Error) => {
          throw new Error(`${path}: ${error.message}`);
        });
        expect(await pageFailed(page), `${path}: error boundary`).toBe(0);
        expect(await page.locator('.ant-layout-sider .side-menu').count(), `${path}: shell`).toBe(
          1,
        );
        expect((await content(page).innerText()).trim().length, `${path}: empty`).toBeGreaterThan(
          10,
        );
        expect(e2e.errors, path).toEqual([]);
      }
    },
  );

  it('pages through every row of a total sent as text, rows that are null left out', async () => {
    const { page } = e2e;
    await signIn(page);
    backend.setMode('nullRows');
    await page.goto('/client/list');
    await settled(page);
    const rows = content(page).locator('.ant-table-tbody tr.ant-table-row');
    // The page's 20 rows, without the nulls and the number sent among them.
    expect(await rows.count()).toBe(20);
    const listCall = backend.calls.find((call) => call.path.startsWith('/api/client/list'));
    expect(listCall).toBeDefined();
    const pages = content(page).locator('.ant-pagination-item');
    const last = Number(await pages.last().innerText());
    expect(last).toBeGreaterThan(1);
    await pages.last().click();
    await expect.poll(() => page.url()).toContain(`page=${last}`);
    await settled(page);
    expect(await rows.count()).toBeGreaterThan(0);
  });

  it('shows dates that are no dates as sent, never as a wrong real date', async () => {
    const { page } = e2e;
    await signIn(page);
    backend.setMode('garbageDates');
    await page.goto('/client/list');
    await settled(page);
    const text = await content(page).locator('.ant-table-tbody').innerText();
    expect(text).toContain('0000-00-00 00:00:00');
    expect(text).toContain('2026-13-01 10:00:00');
    expect(text).not.toMatch(/2477-|2026-03-02|1970-01-01/);
  });

  it('keeps ids beyond 2^53 exact in addresses and calls', async () => {
    const { page } = e2e;
    await signIn(page);
    backend.setMode('bigIds');
    await page.goto('/client/list');
    await settled(page);
    // Beyond 2^53 a double holds only even integers: an odd id read as a number would change.
    const hrefs = await content(page)
      .locator('a[href^="/client/detail/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const href = hrefs.find(
      (one) => /[13579]$/.test(one) && BigInt(one.split('/').pop()!) > BIG_ID,
    );
    expect(href, hrefs.join(' ')).toBeDefined();
    const id = href!.split('/').pop()!;
    const link = content(page).locator(`a[href="${href}"]`).first();
    const row = content(page).locator('tr.ant-table-row', {
      has: page.locator(`a[href="${href!}"]`),
    });
    const cells = (await row.locator('td').allInnerTexts()).map((cell) => cell.trim());
    expect(cells).toContain(id);
    await link.click();
    await page.waitForURL(`**/client/detail/${id}`);
    await settled(page);
    expect(cells).toContain((await page.getByTestId('detail-title').innerText()).trim());
    expect(backend.calls.some((call) => call.path.includes(`clientId=${id}`))).toBe(true);
  });

  it('keeps a long text inside its frame', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page);
    backend.setMode('longTexts');
    await page.goto('/client/list');
    await settled(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('shows an empty list and a retry for a record when an answer has no data', async () => {
    const { page } = e2e;
    await signIn(page);
    backend.setMode('noData');
    await page.goto('/client/list');
    await settled(page);
    expect(await content(page).locator('.ant-empty').count()).toBe(1);
    await open(page, '/client/detail/1');
    await expect.poll(() => page.getByText(recordFailed).count()).toBe(1);
    backend.setMode('normal');
    await page.getByRole('button', { name: retry }).click();
    await expect.poll(() => page.getByTestId('detail-title').count()).toBe(1);
  });

  it('never makes a link or a picture of a javascript: or data: address', async () => {
    const { page } = e2e;
    await signIn(page);
    backend.setMode('unsafeLinks');
    await page.goto('/client/payment');
    await settled(page);
    // The receipts are drawn: the safe address among each row's is a picture.
    await content(page).locator(`img[src$="${SAFE_ADDRESS}"]`).first().waitFor();
    expect(await pageFailed(page)).toBe(0);
    const unsafe = page.locator(
      ':is(a[href*="javascript:" i], a[href^="data:" i], a[href^="blob:" i], img[src*="javascript:" i], img[src^="data:text" i])',
    );
    expect(await unsafe.count()).toBe(0);
  });
});

describe('one failure, one message', () => {
  it('a list whose connection drops names the network after its quick retries, and one toast, in Chinese', async () => {
    const { page } = e2e;
    await signIn(page, 'admin', 'cn');
    backend.setMode('networkDown');
    // Counted as the page sends them: on a dropped connection Chromium itself sends a request
    // again, so the backend sees more than the page asked for.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/client\/list(\?|$)/.test(new URL(request.url()).pathname)) {
        asked.push(request.url());
      }
    });
    await page.goto('/client/list');
    // The network is named, not the server (issue 40).
    await page
      .getByText('网络已断开，或无法连接服务器')
      .or(page.getByText('You are offline, or the server could not be reached'))
      .first()
      .waitFor();
    expect(await page.getByText('网络已断开，或无法连接服务器').count()).toBeGreaterThan(0);
    expect(await page.getByText('列表加载失败').count()).toBe(0);
    await expect.poll(() => toasts(page)).toEqual([TEXTS.cn.network]);
    // The panel comes after the client's two quick retries of a read (src/data/http.ts), and the
    // page asks no more: the list was asked three times.
    expect(asked).toHaveLength(3);
  });

  it('an error whose message is not text shows one translated message, never a key', async () => {
    const { page } = e2e;
    await signIn(page, 'admin', 'cn');
    backend.setMode('msgObject');
    await page.goto('/client/list');
    await page.getByText('列表加载失败').first().waitFor();
    await expect.poll(() => toasts(page)).toEqual([TEXTS.cn.generic]);
    expect(await page.locator('body').innerText()).not.toMatch(/errors\.\w+/);
    expect(listCalls()).toHaveLength(1);
  });

  it("a gateway's error page shows one message", async () => {
    const { page } = e2e;
    await signIn(page);
    backend.setMode('serverError');
    await page.goto('/client/list');
    await page.getByText(listFailed).waitFor();
    await expect.poll(() => toasts(page)).toHaveLength(1);
    // A server error is an answer, not a failure on the way: it is not asked again.
    expect(listCalls()).toHaveLength(1);
  });
});

describe('session edges', () => {
  it("HTTP 401 with a gateway's text ends the session and remembers the page", async () => {
    const { page } = e2e;
    await signIn(page);
    backend.setMode('unauthorized');
    await page.goto('/client/list?page=2');
    await page.waitForURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('to')).toBe('/client/list?page=2');
    expect(url.searchParams.get('reason')).toBe('expired');
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === storageKeys.tokenCookie)).toBe(false);
  });

  it('the friendly reminder opens once, offers what the user may open, and closes on navigation', async () => {
    const { page } = e2e;
    await signIn(page, 'overdue');
    backend.setMode('reminder');
    await page.goto('/dashboard');
    const dialog = page.getByRole('dialog');
    await dialog.first().waitFor();
    await settled(page);
    expect(await dialog.count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Go to wallet top-up' }).count()).toBe(1);
    await open(page, '/client/list');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('a main-organisation user is not offered the wallet top-up', async () => {
    const { page } = e2e;
    await signIn(page, 'admin');
    backend.setMode('reminder');
    await page.goto('/dashboard');
    const dialog = page.getByRole('dialog');
    await dialog.first().waitFor();
    // In Chinese, as the main organisation's staff work.
    await dialog.getByRole('button', { name: '去消息中心' }).waitFor();
    expect(await dialog.getByRole('button', { name: '去钱包充值' }).count()).toBe(0);
  });

  it.each(['userInfoDown', 'userInfoMalformed'])(
    'keeps the session when the user info fails at boot (%s), and offers a retry',
    async (mode) => {
      const { page } = e2e;
      await signIn(page);
      backend.setMode(mode);
      await page.goto('/client/list');
      await page.getByText('Your information could not be loaded').waitFor();
      const cookies = await page.context().cookies();
      expect(cookies.some((cookie) => cookie.name === storageKeys.tokenCookie)).toBe(true);
      backend.setMode('normal');
      await page.getByRole('button', { name: 'Try again' }).click();
      await settled(page);
      expect(new URL(page.url()).pathname).toBe('/client/list');
    },
  );
});

import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { loginAs } from './support/login';
import { chooseMenuItem, opened } from './support/settle';

const e2e = setupBrowser();

interface Violation {
  directive: string;
  sample: string;
  page: string;
}

/** Collects the Content-Security-Policy violations of every page the context opens. */
async function recordViolations(context: BrowserContext): Promise<Violation[]> {
  const violations: Violation[] = [];
  await context.exposeBinding('__reportViolation', ({ page }, violation: Violation) => {
    violations.push({ ...violation, page: new URL(page.url()).pathname });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>).__reportViolation;
      report({ directive: event.effectiveDirective, sample: event.sample || event.blockedURI });
    });
  });
  return violations;
}

const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

const bodyStyle = (page: Page, property: string) => style(page.locator('body'), property);

let violations: Violation[];
beforeEach(async () => {
  violations = await recordViolations(e2e.context);
});
afterEach(() => {
  expect(violations).toEqual([]);
});

describe('under a strict Content-Security-Policy', () => {
  it('is served with it, and index.html shows its styled placeholder before any script runs', async () => {
    const { page } = e2e;
    await page.route('**/*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    const response = await page.goto('/login');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-');
    const html = (await response?.text()) ?? '';
    expect(html).not.toMatch(/<style|style=/i);

    const placeholder = page.getByRole('progressbar', { name: 'Loading · 加载中' });
    expect(await style(placeholder, 'display')).toBe('flex');
    expect(await style(placeholder, 'background-color')).toBe('rgb(245, 247, 250)');
    expect(await style(placeholder.locator('svg'), 'animation-name')).toBe('boot-turn');
    expect(await bodyStyle(page, 'margin')).toBe('0px');
  });

  it('draws the login page in the console theme', async () => {
    const { page } = e2e;
    await page.goto('/login');
    const logIn = page.getByRole('button', { name: 'Log in', exact: true });
    await logIn.waitFor();
    // The console theme's primary colour (src/ui/themeTokens.json: antd's blue-7).
    expect(await style(logIn, 'background-color')).toBe('rgb(9, 88, 217)');

    // The demo's confirm dialog on this page, and the page locked behind it: tests/demo.
  });

  it('draws a list, its step form drawer and a delete confirmation', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await page.goto('/client/list');
    await page.locator('.ant-table-row').first().waitFor();
    const header = page.locator('.ant-table-thead th').first();
    expect(await style(header, 'background-color')).toBe('rgb(250, 250, 250)');

    await page.getByRole('button', { name: /新\s?增/ }).click();
    const drawer = page.locator('.ant-drawer-content');
    const steps = drawer.locator('.ant-steps').first();
    await steps.waitFor();
    expect(await style(drawer, 'background-color')).toBe('rgb(255, 255, 255)');
    // Steps are styled at run time.
    expect(await style(steps, 'display')).toBe('flex');
    expect(await style(steps.locator('.ant-steps-item-icon').first(), 'border-radius')).toBe(
      '24px',
    );
    await expect.poll(() => bodyStyle(page, 'overflow-y')).toBe('hidden');
    await drawer.getByRole('button', { name: /取\s?消/ }).click();
    await page.waitForURL((url) => !url.searchParams.has('drawer'));

    await page.goto('/option/currency');
    const row = page.locator('.ant-table-row').first();
    await row.getByRole('button', { name: /更\s?多/ }).click();
    await chooseMenuItem(page, '删除');
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByRole('button', { name: /删\s?除/ }).waitFor();
    expect(await style(confirm.locator('.ant-modal-confirm-body'), 'display')).toBe('flex');
    await (await opened(confirm)).getByRole('button', { name: /取\s?消/ }).click();
  });

  it('draws a detail page, the message centre and a mobile page', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await page.goto('/client/detail/1');
    const tabs = page.locator('.ant-tabs-nav').first();
    await tabs.waitFor();
    expect(await style(tabs, 'display')).toBe('flex');
    await page.locator('.ant-descriptions').first().waitFor();

    await page.goto('/news/centre');
    await page.locator('.ant-table').first().waitFor();

    await page.goto('/h5/todo/walletWarn');
    // antd-mobile's styles come as CSS files: a card is drawn as one.
    const card = page.locator('.adm-card').first();
    await card.waitFor();
    expect(await style(card, 'border-radius')).not.toBe('0px');
  });

  it('draws a spend chart with its charting library, and its tooltip', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await page.goto('/adsAccount/consumeList/1');
    const canvas = page.getByTestId('resource-chart').locator('canvas').first();
    await canvas.waitFor();
    const box = await canvas.boundingBox();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await page.mouse.move(box!.x + box!.width / 3, box!.y + box!.height / 2);
    // The tooltip names the day under the pointer (built without style attributes).
    await expect
      .poll(() => page.locator('.resource-chart-tip-title').first().innerText())
      .toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('switches the language', async () => {
    const { page } = e2e;
    await loginAs(page, 'reseller');
    await page.getByLabel('Language').getByText('中文', { exact: true }).click();
    await page.getByText('欢迎，邓超').waitFor();
    await page.getByLabel('语言').getByText('English', { exact: true }).click();
    await page.getByText('Welcome, 邓超').waitFor();
  });
});

import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { loginAs } from './support/login';
import { chooseMenuItem } from './support/settle';

// Issue 40: a stale tab was not told of a logout in another; offline, a list blamed the server
// and stayed empty when the network came back.
const e2e = setupBrowser({
  // Offline, the list's call fails in the browser: Chromium logs each failed request.
  expectedErrors: /Failed to load resource|ERR_INTERNET_DISCONNECTED/,
});

describe('two tabs of the console', () => {
  it('a logout in one shows the login page in the other', async () => {
    const { page, context } = e2e;
    await loginAs(page, 'admin');
    const other = await context.newPage();
    await other.goto('/client/list');
    await other.locator('.ant-table-row').first().waitFor();

    // A main-organisation user: the console speaks Chinese.
    await page.getByRole('button', { name: '用户菜单' }).click();
    await chooseMenuItem(page, '退出登录');
    await page.waitForURL('**/login');

    // No reload, no click in the other tab: it is told.
    await other.waitForURL('**/login?to=%2Fclient%2Flist');
    await other.locator('#login-username').waitFor();
    expect(await other.locator('.ant-table-row').count()).toBe(0);
  });
});

describe('a mobile page beside a tab of the console', () => {
  it('shows its own login in place when the console logs out in the other tab', async () => {
    const { page, context } = e2e;
    await loginAs(page, 'admin');
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto('/h5/client/payment');
    await phone.locator('main .h5-card').first().waitFor();

    await page.getByRole('button', { name: '用户菜单' }).click();
    await chooseMenuItem(page, '退出登录');
    await page.waitForURL('**/login');

    // No reload, no tap on the phone's page: it is told, and asks for a login where it is.
    await phone.locator('.h5-login').waitFor();
    expect(new URL(phone.url()).pathname).toBe('/h5/client/payment');
    expect(await phone.locator('main .h5-card').count()).toBe(0);
  });
});

const OFFLINE = '网络已断开，或无法连接服务器';

describe('a list without network', () => {
  it('names the network and fills itself once the browser is back online', async () => {
    const { page, context } = e2e;
    await loginAs(page, 'admin');
    // The code of the console's messages loads a few seconds after the page is up: a user who
    // has been on it that long.
    const messagesCode = page.waitForResponse((answer) =>
      /\/assets\/feedback-[\w-]+\.js$/.test(answer.url()),
    );
    await page.goto('/client/list');
    await page.locator('.ant-table-row').first().waitFor();
    await messagesCode;

    await context.setOffline(true);
    // Another page of the list: its call fails for lack of network.
    await page.locator('.ant-table-pagination .ant-pagination-item-2').click();
    await page.getByText(OFFLINE).waitFor();
    expect(await page.getByText('网络错误，请检查网络后重试').count()).toBe(1);
    expect(await page.getByText('服务器返回的部分内容无法显示').count()).toBe(0);

    await context.setOffline(false);
    // No click: the rows come back by themselves.
    await page.locator('.ant-table-row').first().waitFor();
    expect(await page.getByText(OFFLINE).count()).toBe(0);
  });
});

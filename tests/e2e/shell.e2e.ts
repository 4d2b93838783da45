import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { groupEntries, loginAs, menuTexts } from './support/login';
import { chooseMenuItem, opened } from './support/settle';

const e2e = setupBrowser();

describe('menus and page guards per role', () => {
  it('admin sees Members and opens /adminUser/list', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    expect(await groupEntries(page, '媒体与成员')).toEqual(['媒体', '成员管理']);
    const entry = page.locator('.ant-layout-sider a', { hasText: '成员管理' });
    await entry.waitFor();
    await entry.click();
    await page.waitForURL('**/adminUser/list');
    await page.locator('.ant-table-row').first().waitFor();
    expect(await page.title()).toBe('成员管理 - 广告账户管理平台');
  });

  it('a BD user does not see Members and gets the 403 page at its URL, without its data', async () => {
    const { page } = e2e;
    await loginAs(page, 'bd');
    expect(await groupEntries(page, '媒体与成员')).toEqual(['媒体']);
    const memberCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/admin/user/list')) memberCalls.push(request.url());
    });
    await page.goto('/adminUser/list');
    await page.getByText('抱歉，您无权访问此页面。').waitFor();
    expect(await page.locator('.ant-table').count()).toBe(0);
    expect(memberCalls).toEqual([]);
  });

  it('a mediaAgent-only user works in English and sees only the agent report area', async () => {
    const { page } = e2e;
    await loginAs(page, 'mediaagent');
    await page.getByText('Welcome, 郭军').waitFor();
    expect(await menuTexts(page)).toEqual(['Dashboard', 'Ads reports']);
    expect(await groupEntries(page, 'Ads reports')).toEqual(['Agent report']);
    await page.goto('/adsReport/agentReport');
    await page.locator('.ant-table-row').first().waitFor();
    await page.goto('/client/list');
    await page.getByText('Sorry, you do not have access to this page.').waitFor();
  });

  it('a reseller-org user sees its own account area and not the main-organisation entries', async () => {
    const { page } = e2e;
    await loginAs(page, 'reseller');
    const menu = await menuTexts(page);
    expect(menu).toContain('My account');
    expect(menu).toContain('Clients');
    expect(menu).not.toContain('Media and members');
    expect(menu).not.toContain('Resellers');
    expect(menu).not.toContain('Options');
    expect(await groupEntries(page, 'My account')).toContain('Wallet recharge');
    await page.goto('/orgFinance/account');
    await page.locator('.ant-table-row').first().waitFor();
    await page.goto('/org/list');
    await page.getByText('Sorry, you do not have access to this page.').waitFor();
  });

  it('keeps a language switch across a reload', async () => {
    const { page } = e2e;
    await loginAs(page, 'reseller');
    await page.getByLabel('Language').getByText('中文', { exact: true }).click();
    await page.getByText('欢迎，邓超').waitFor();
    await page.reload();
    await page.getByText('欢迎，邓超').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('cn');
  });

  it('keeps the last three visited pages as tabs, one per page, and refreshes one in place', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    for (const path of ['/option/currency', '/media/list', '/adminUser/list', '/client/list']) {
      await page.goto(path);
      await page.locator('.ant-table').first().waitFor();
    }
    const tabs = page.getByRole('navigation', { name: '已访问页面' }).getByRole('link');
    await expect.poll(() => tabs.allInnerTexts()).toEqual(['媒体', '成员管理', '客户列表']);
    await tabs.filter({ hasText: '媒体' }).click();
    await page.waitForURL('**/media/list');
    await page.getByRole('button', { name: '标签操作' }).click();
    await chooseMenuItem(page, '刷新');
    await page.waitForURL('**/media/list');
    expect(await tabs.count()).toBe(3);
    // Paging a list stays in its tab, and the tab leads back to the page it was left on.
    await tabs.filter({ hasText: '客户列表' }).click();
    await page.waitForURL('**/client/list');
    await page.locator('.ant-table-pagination .ant-pagination-item-2').click();
    await page.waitForURL(/\/client\/list\?.*page=2/);
    // Page 2 is shown (not only in the address).
    await page
      .locator('.ant-table-pagination .ant-pagination-item-2.ant-pagination-item-active')
      .waitFor();
    await expect.poll(() => tabs.allInnerTexts()).toEqual(['媒体', '成员管理', '客户列表']);
    await tabs.filter({ hasText: '媒体' }).click();
    await page.waitForURL('**/media/list');
    await tabs.filter({ hasText: '客户列表' }).click();
    await page.waitForURL(/\/client\/list\?.*page=2/);
    await page
      .locator('.ant-table-pagination .ant-pagination-item-2.ant-pagination-item-active')
      .waitFor();
    // The menu's link to the list being shown leads to its plain address, and the list follows:
    // its first page again.
    await page.locator('.ant-layout-sider a.side-menu-link[href="/client/list"]').click();
    await page.waitForURL((url) => url.pathname === '/client/list' && url.search === '');
    await page
      .locator('.ant-table-pagination .ant-pagination-item-1.ant-pagination-item-active')
      .waitFor();
  });

  it('draws antd components with the styles baked at build time, not generated in the page', async () => {
    const { page } = e2e;
    // Styles antd generated in the page: constructed stylesheets (src/ui/runtimeStyles.ts) with
    // its hashed class names, or <style> elements marked with their hash.
    const generated = () =>
      page.evaluate(() => [
        ...document.adoptedStyleSheets
          .map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join(''))
          .filter((text) => /\bcss-[a-z0-9]+/.test(text))
          .map((text) => text.slice(0, 120)),
        ...[...document.querySelectorAll('style[data-css-hash]')].map((style) =>
          (style.textContent ?? '').slice(0, 120),
        ),
      ]);
    await loginAs(page, 'admin');
    // The login page and the dashboard it leads to: antd read the map of baked styles once, on
    // the login page, and the console's file came with the console's code.
    await page.locator('.dashboard-welcome').waitFor();
    expect(await generated()).toEqual([]);
    // A cold load of a list: the shell and the list (antd's Table, its selection, pagination,
    // tags…) generate nothing.
    await page.goto('/client/list');
    await page.locator('.ant-table-row').first().waitFor();
    expect(await generated()).toEqual([]);
    // The baked styles do apply: a primary button is drawn in the console theme's blue (antd's
    // blue-7, src/ui/themeTokens.json), the table's header in antd's grey; our own CSS takes the
    // same blue from the theme's CSS variables (a row action).
    const create = page.getByRole('button', { name: /新\s?增/ });
    expect(await create.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
      'rgb(9, 88, 217)',
    );
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--console-color-link'),
      ),
    ).toBe('#0958d9');
    expect(
      await page
        .locator('.row-action')
        .first()
        .evaluate((action) => getComputedStyle(action).color),
    ).toBe('rgb(9, 88, 217)');
    expect(
      await page
        .locator('.ant-table-thead > tr > th')
        .first()
        .evaluate((cell) => getComputedStyle(cell).backgroundColor),
    ).toBe('rgb(250, 250, 250)');
    // A form drawer (inputs, selects, number and date fields) is in the console's file too (the
    // clients' form has steps, styled when first used: the resellers' is a plain one).
    await page.goto('/org/list');
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: /新\s?增/ }).click();
    await page
      .locator('.ant-drawer-content')
      .getByRole('button', { name: /保\s?存/ })
      .waitFor();
    expect(await generated()).toEqual([]);
  });

  it('asks before leaving a form with unsaved changes, on the browser Back button too', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    // A plain form: a step form keeps a draft instead of asking (tests/e2e/stepForm.e2e.ts).
    await page.goto('/org/list');
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: /新\s?增/ }).click();
    const drawer = page.locator('.ant-drawer-content');
    await drawer.getByRole('button', { name: /保\s?存/ }).waitFor();
    const field = drawer.locator('input').first();
    await field.fill('Acme');
    const dialog = page.getByRole('dialog').filter({ hasText: '未保存的修改' });
    // Back is held while the user is asked; staying keeps the drawer and what was typed.
    await page.evaluate(() => history.back());
    await (await opened(dialog)).getByRole('button', { name: /留\s?下/ }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('drawer')).toBe('create');
    expect(await field.inputValue()).toBe('Acme');
    // Leaving goes back.
    await page.evaluate(() => history.back());
    await dialog.getByRole('button', { name: /离\s?开/ }).click();
    await page.waitForURL((url) => !url.searchParams.has('drawer'));
    await drawer.waitFor({ state: 'hidden' });
  });

  it('opens a group of the collapsed sidebar as a popup, and the menu of a phone as a drawer', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await page.locator('.ant-layout-sider-trigger').click();
    await page.getByRole('button', { name: '媒体与成员' }).click();
    await page.getByRole('menuitem', { name: '成员管理' }).click();
    await page.waitForURL('**/adminUser/list');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByRole('button', { name: '客户管理' }).click();
    await drawer.getByRole('link', { name: '客户列表' }).click();
    await page.waitForURL('**/client/list');
    // Below the mobile breakpoint the list's records are cards (issue 39).
    await page.locator('.record-card').first().waitFor();
  });
});

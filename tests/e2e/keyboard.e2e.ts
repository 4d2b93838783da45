import type { ElementHandle, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoCaptchaAnswer } from '@demo-backend/captcha';
import { setupBrowser } from './support/browser';
import { captchaKey, loginAs, usernameForm } from './support/login';

const e2e = setupBrowser();

/** What has focus, as a user of a screen reader would hear it: role or tag, and its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      role: element?.getAttribute('role') ?? '',
      id: element?.id ?? '',
      text: (element?.textContent ?? '').replace(/\s+/g, ''),
      label: element?.getAttribute('aria-label') ?? '',
      inDrawer: Boolean(element?.closest('.ant-drawer')),
    };
  });

const hasFocus = (element: ElementHandle<Node>) =>
  element.evaluate((node) => node === document.activeElement);

/** Presses Tab (or Shift+Tab) until `reached` holds; fails after `limit` presses. */
async function tabUntil(
  page: Page,
  reached: () => Promise<boolean>,
  { back = false, limit = 60 } = {},
): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await reached()) return presses;
  }
  throw new Error(`not reached in ${limit} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

const focusedText = async (page: Page) => (await focused(page)).text;

/** Waits until the element of `locator` has focus (focus moves after animations and loads). */
async function expectFocusOn(locator: Locator) {
  const element = await locator.elementHandle();
  expect(element).not.toBeNull();
  await expect.poll(() => hasFocus(element!)).toBe(true);
}

describe('the console by keyboard alone', () => {
  it('logs in, reaches the client list, runs a row action from its menu and gets focus back from a drawer', async () => {
    const { page } = e2e;
    await page.goto('/login');
    const form = usernameForm(page);
    const key = await captchaKey(form);

    // The username field takes focus as the page opens; the skip link comes before everything,
    // shown when focused, and moves focus to the page.
    await expectFocusOn(form.getByLabel('Username'));
    const skip = page.locator('.skip-link');
    await tabUntil(page, () => skip.evaluate((link) => link === document.activeElement), {
      back: true,
      limit: 5,
    });
    expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Skiptomaincontent' });
    expect((await skip.boundingBox())?.width).toBeGreaterThan(20);
    await page.keyboard.press('Enter');
    expect((await focused(page)).id).toBe('main-content');

    // Logging in through the username form.
    const username = await form.getByLabel('Username').elementHandle();
    await tabUntil(page, () => hasFocus(username!));
    await page.keyboard.type('admin');
    await page.keyboard.press('Tab');
    await expectFocusOn(form.getByLabel('Password'));
    await page.keyboard.type('demo123');
    await tabUntil(page, async () => (await focused(page)).id === 'login-username_captcha', {
      limit: 5,
    });
    await page.keyboard.type(demoCaptchaAnswer(key));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard/);
    await page.getByRole('navigation', { name: '已访问页面' }).waitFor();

    // The console's first Tab stop is its skip link too; then the side menu leads to the list.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: '跳到主要内容' });
    await tabUntil(page, async () => (await focusedText(page)) === '客户管理');
    await page.keyboard.press('Enter');
    await tabUntil(page, async () => (await focusedText(page)) === '客户列表', { limit: 5 });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/client\/list/);
    const row = page.locator('.ant-table-row', { hasText: '待审核' }).first();
    await row.waitFor();
    // The row by its client number: it stays the row's once the action has changed its state.
    const clientSN = (
      await row
        .locator('td')
        .filter({ hasText: /^C\d+$/ })
        .first()
        .innerText()
    ).trim();
    const sameRow = page.locator('.ant-table-row', { hasText: clientSN });

    // The visited pages are links in a named navigation, not a half tablist.
    const visited = page.getByRole('navigation', { name: '已访问页面' });
    expect(await visited.getByRole('link').allInnerTexts()).toEqual(['首页', '客户列表']);
    expect(await visited.getByRole('link', { name: '客户列表' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await page.locator('[role="tablist"], [role="tab"]').count()).toBe(0);

    // Back to the skip link, past the menu to the main content, and on to the row's "more".
    await tabUntil(
      page,
      async () =>
        (await focused(page)).tag === 'a' &&
        (await skip.evaluate((a) => a === document.activeElement)),
      { back: true },
    );
    await page.keyboard.press('Enter');
    expect((await focused(page)).id).toBe('main-content');
    const more = await row.getByRole('button', { name: /更\s?多/ }).elementHandle();
    await tabUntil(page, () => hasFocus(more!));

    // ArrowDown opens the menu on its first item; arrows move; Escape closes it onto the button.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toMatchObject({ role: 'menuitem', text: '客户信用分' });
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => focused(page))
      .toMatchObject({ role: 'menuitem', text: '客户账单明细' });
    // (The button is antd's from now on: a new element, which has focus.)
    const moreButton = row.getByRole('button', { name: /更\s?多/ });
    await page.keyboard.press('Escape');
    await expectFocusOn(moreButton);

    // Enter opens it again; the action asks first, answered by keyboard, and says it is done.
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatchObject({ role: 'menuitem', text: '客户信用分' });
    // Its links first, then the actions the row's state allows.
    for (const item of ['客户账单明细', '审核通过']) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focused(page)).toMatchObject({ role: 'menuitem', text: item });
    }
    await page.keyboard.press('Enter');
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.locator('.ant-modal-confirm-title', { hasText: '确定要审核通过吗？' }).waitFor();
    // The dialog has focus; its buttons are a Tab away.
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.ant-modal'))))
      .toBe(true);
    await tabUntil(page, async () => /^确\s?定$/.test(await focusedText(page)), { limit: 4 });
    await page.keyboard.press('Enter');
    await page.getByText('审核通过：操作成功').waitFor();
    await sameRow.getByText('合作中').first().waitFor();
    // The dialog gave focus back to the row's menu button.
    await expectFocusOn(sameRow.getByRole('button', { name: /更\s?多/ }));

    // The row's edit button opens its drawer, which takes focus; Escape gives it back.
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toMatchObject({ tag: 'button', text: '编辑' });
    const edit = await sameRow.getByRole('button', { name: /编\s?辑/ }).elementHandle();
    await page.keyboard.press('Enter');
    await page.waitForURL(/drawer=edit/);
    await expect.poll(async () => (await focused(page)).inDrawer).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.search.includes('drawer='));
    await expect.poll(() => hasFocus(edit!)).toBe(true);
  });

  it('opens a visited tab’s menu with Shift+F10 and a shared drawer link gives focus to the page', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await page.goto('/client/list?drawer=create');
    const drawer = page.locator('.ant-drawer-open');
    await drawer.waitFor();
    await expect.poll(async () => (await focused(page)).inDrawer).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.search.includes('drawer='));
    await expect.poll(async () => (await focused(page)).id).toBe('main-content');

    const tab = page
      .getByRole('navigation', { name: '已访问页面' })
      .getByRole('link', { name: '客户列表' });
    const tabLink = await tab.elementHandle();
    await tabUntil(page, () => hasFocus(tabLink!), { back: true });
    await page.keyboard.press('Shift+F10');
    await expect.poll(() => focused(page)).toMatchObject({ role: 'menuitem', text: '刷新' });
    await page.keyboard.press('Escape');
    await expectFocusOn(tab);
  });
});

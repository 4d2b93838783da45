import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { confirmDialog, detailValue, switchTo } from './support/detail';
import { loginAs } from './support/login';
import { rows } from './support/table';
import { chooseMenuItem } from './support/settle';

const e2e = setupBrowser();

const TITLE = 'Console maintenance tonight';
const MAIN_ORG = '星链广告';
const RESELLER_ORG = '深圳市海拓数字营销有限公司';

const messageRow = (page: Page) => rows(page).filter({ hasText: TITLE }).first();

/** The top bar's unread count, as its label says it (`未读消息：3`, `Unread messages: 3`). */
async function unreadCount(page: Page): Promise<number> {
  const bell = page.locator('a[href="/news/centre"][aria-label]').first();
  await bell.waitFor();
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+)\s*$/.exec(label)?.[1] ?? NaN);
}

/** Runs a row's action from its buttons or its "more" menu. */
async function rowAction(page: Page, name: RegExp) {
  const row = messageRow(page);
  const button = row.getByRole('button', { name });
  if (await button.count()) await button.click();
  else {
    await row.getByRole('button', { name: /更\s?多/ }).click();
    await chooseMenuItem(page, name);
  }
}

describe('site messages from writing to reading', () => {
  it('market writes to two organisations, an admin approves and publishes, a recipient reads', async () => {
    const { page } = e2e;
    // A user of the reseller organisation: its unread count before, once the backend has said it
    // (the bell is drawn before; read then, the count could be the 0 of no answer yet).
    const counted = page.waitForResponse((response) =>
      response.url().includes('/siteSend/getUnReadSiteMessageCount/'),
    );
    await loginAs(page, 'reseller');
    const answer = (await (await counted).json()) as { data: { messageCount: number } };
    const before = answer.data.messageCount;
    await expect.poll(() => unreadCount(page)).toBe(before);

    // Market writes the message, addressed to two organisations chosen in the tree.
    await switchTo(page, 'market');
    await page.goto('/news/add');
    const drawer = page.locator('.ant-drawer-content');
    await drawer.getByLabel('标题').fill(TITLE);
    await drawer
      .getByLabel('内容')
      .fill(
        'The console stops at **23:00**.\nBack by midnight.\n\n- save your work\n<b>not bold</b>',
      );
    await drawer.getByLabel('接收对象').click();
    const tree = page.locator('.ant-select-dropdown:visible .ant-select-tree');
    for (const org of [MAIN_ORG, RESELLER_ORG]) {
      await tree.locator('.ant-select-tree-treenode', { hasText: org }).first().waitFor();
      await tree
        .locator('.ant-select-tree-treenode', { hasText: org })
        .first()
        .locator('.ant-select-tree-checkbox')
        .click();
    }
    // Closing the tree by clicking back into the form (Escape would close the drawer).
    await drawer.getByLabel('标题').click();
    await expect.poll(() => tree.count()).toBe(0);
    await drawer.getByRole('button', { name: /保\s?存/ }).click();
    // Saved (the list behind the drawer shows it) before going anywhere.
    await messageRow(page).getByText('审核中').waitFor();
    await page.goto('/news/list');
    await messageRow(page).getByText('审核中').waitFor();

    // An admin approves it, then publishes it.
    await switchTo(page, 'admin');
    await page.goto('/news/list');
    await messageRow(page).getByText('审核中').waitFor();
    await rowAction(page, /审核通过/);
    await messageRow(page).getByText('已通过').waitFor();
    await rowAction(page, /^发\s?布$/);
    await confirmDialog(page);
    await messageRow(page).getByText('已发布').waitFor();
    // Its details, by its number: the recipients and its history.
    await messageRow(page)
      .getByRole('link', { name: /查\s?看/ })
      .click();
    await page.waitForURL(/\/news\/detail\/MSG\d+$/);
    await detailValue(page, '接收对象').getByText(RESELLER_ORG).waitFor();
    await detailValue(page, '状态').getByText('已发布').waitFor();
    await page.getByRole('tab', { name: /操作记录|History/ }).click();
    await page.locator('.ant-timeline').getByText('审核通过').first().waitFor();

    // The reseller's user sees one more unread message, opens it, and the count goes back down.
    await switchTo(page, 'reseller');
    await expect.poll(() => unreadCount(page)).toBe(before + 1);
    await page.goto('/news/centre');
    await messageRow(page)
      .getByText(/Unread|未读/)
      .waitFor();
    await messageRow(page)
      .getByRole('button', { name: /查\s?看|View/ })
      .click();
    // Formatted, and what looked like HTML shown as typed.
    const content = page.getByTestId('site-message-content');
    await content.getByText(/Back by midnight/).waitFor();
    await content.locator('strong', { hasText: '23:00' }).waitFor();
    await content.getByRole('listitem').filter({ hasText: 'save your work' }).waitFor();
    await content.getByText('<b>not bold</b>').waitFor();
    expect(await content.locator('b').count()).toBe(0);
    await expect.poll(() => unreadCount(page)).toBe(before);
  });
});

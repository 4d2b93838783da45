import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { confirmDialog, detailHeader, detailValue, runHeaderAction } from './support/detail';
import { loginAs } from './support/login';
import { chooseMenuItem, opened } from './support/settle';

const e2e = setupBrowser();

const NAME = '生命周期测试客户';
const drawer = (page: Page) => page.locator('.ant-drawer-content');
const header = detailHeader;
const status = (page: Page) => detailValue(page, '合作状态');

const runAction = (page: Page, name: RegExp) => runHeaderAction(page, name);

async function nextStep(page: Page) {
  await drawer(page)
    .getByRole('button', { name: /下一步/ })
    .click();
}

/** Registers a client through the step form, with the fewest fields the rules ask. */
async function registerClient(page: Page) {
  await page.goto('/client/list');
  await page.locator('.ant-table-row').first().waitFor();
  await page.getByRole('button', { name: /新\s?增/ }).click();
  await drawer(page).getByLabel('客户名称').fill(NAME);
  await drawer(page).getByLabel('直客').check();
  await drawer(page).getByLabel('海外').check();
  // A bad email is refused at its field.
  await drawer(page).getByLabel('邮箱').fill('not-an-email');
  await nextStep(page);
  await drawer(page)
    .getByText(/邮箱.*格式/)
    .waitFor();
  await drawer(page).getByLabel('邮箱').fill('life@example.com');
  await nextStep(page);
  await drawer(page).getByLabel('预付', { exact: true }).check();
  await drawer(page).getByLabel('结算币种').fill('USD');
  await drawer(page).getByLabel('结算币种').press('Enter');
  await nextStep(page);
  const bdSelect = drawer(page).getByLabel('BD', { exact: true });
  await bdSelect.click();
  const list = await bdSelect.getAttribute('aria-controls');
  const options = await opened(page.locator(`.ant-select-dropdown:has([id="${list}"])`));
  const bd = options.locator('.ant-select-item-option');
  await bd.first().waitFor({ state: 'visible' });
  await bd.first().click();
  await nextStep(page);
  await drawer(page)
    .getByRole('button', { name: /提\s?交/ })
    .click();
  await page.getByText('已保存').waitFor();
  await page.waitForURL((url) => !url.searchParams.has('drawer'));
}

describe('a client through its whole life (SPEC §4)', () => {
  it('is registered, approved, changed through review, terminated, refunded and liquidated', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await registerClient(page);

    const filters = page.locator('#filters-client');
    await filters.getByLabel('客户名称').fill(NAME);
    await filters.getByRole('button', { name: /搜\s?索/ }).click();
    const row = page.locator('.ant-table-row', { hasText: NAME });
    await row.getByRole('link', { name: /查\s?看/ }).click();
    await expect.poll(() => page.getByTestId('detail-title').innerText()).toBe(NAME);
    await expect.poll(() => status(page).innerText()).toBe('待审核');
    // Its wallets: USD, ARS and NGN (and its settlement currency), each empty with no credit.
    const wallets = detailValue(page, '钱包');
    for (const currency of ['USD', 'ARS', 'NGN']) {
      await wallets
        .locator('tr', { hasText: `${currency} 0.00` })
        .first()
        .waitFor();
    }

    // A refusal without a reason is refused, and changes nothing.
    await header(page).getByRole('button', { name: '审核驳回' }).click();
    const dialog = await opened(page.getByRole('dialog'));
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await dialog.getByText(/不能为空/).waitFor();
    await dialog.getByRole('button', { name: /取\s?消/ }).click();
    await expect.poll(() => status(page).innerText()).toBe('待审核');

    await runAction(page, /^审核通过$/);
    await expect.poll(() => status(page).innerText()).toBe('合作中');

    // An edit of a client in business waits for review, old and new values side by side.
    await header(page)
      .getByRole('button', { name: /编\s?辑/ })
      .click();
    await drawer(page).getByLabel('邮箱').fill('billing@example.com');
    await drawer(page)
      .getByRole('button', { name: /保\s?存/ })
      .click();
    await page.getByText('变更已提交，审核确认后生效').waitFor();
    await expect.poll(() => status(page).innerText()).toBe('变更待审核');
    const change = page.getByTestId('pending-change');
    const changed = change.locator('tr', { hasText: '邮箱' });
    await expect
      .poll(() => changed.locator('td').allInnerTexts())
      .toEqual(['邮箱', 'life@example.com', 'billing@example.com']);
    expect(await detailValue(page, '邮箱').innerText()).toBe('life@example.com');

    await runAction(page, /^确认变更$/);
    await expect.poll(() => status(page).innerText()).toBe('合作中');
    await expect.poll(() => detailValue(page, '邮箱').innerText()).toBe('billing@example.com');
    expect(await change.count()).toBe(0);

    await runAction(page, /^申请终止$/);
    await expect.poll(() => status(page).innerText()).toBe('申请终止');
    // Not editable any more.
    expect(
      await header(page)
        .getByRole('button', { name: /编\s?辑/ })
        .count(),
    ).toBe(0);
    await runAction(page, /^确认终止$/);
    await expect.poll(() => status(page).innerText()).toBe('已终止');
    // Nothing to refund: the refund liquidates it at once.
    await runAction(page, /^退\s?款$/);
    await expect.poll(() => status(page).innerText()).toBe('已清算');
    // Empty, it may be deleted now; its history has every step.
    await page.getByRole('tab', { name: '操作记录' }).click();
    const history = page.getByTestId('history-entry');
    for (const step of ['审核通过', '提交变更待审核', '确认变更', '申请终止', '确认终止', '退款']) {
      await history.filter({ hasText: step }).first().waitFor();
    }
    await header(page)
      .getByRole('button', { name: /删\s?除/ })
      .click();
    await (await opened(page.getByRole('dialog'))).getByRole('button', { name: /删\s?除/ }).click();
    await page.waitForURL(/\/client\/list$/);
  });

  it('refunds a terminated client’s money through the refunds’ review, then liquidates it', async () => {
    const { page } = e2e;
    await loginAs(page, 'financier');
    await page.goto('/client/list?status=5');
    const row = page.locator('.ant-table-row').first();
    await row.waitFor();
    await row.getByRole('link', { name: /查\s?看/ }).click();
    await expect.poll(() => status(page).innerText()).toBe('已终止');
    await runAction(page, /^退\s?款$/);
    await expect.poll(() => status(page).innerText()).toBe('退款处理中');

    await page.getByRole('tab', { name: '客户退款' }).click();
    // The refunds it opened wait for review (earlier ones of the client are closed).
    const rows = page.locator('.ant-tabs-tabpane-active .ant-table-row');
    const pending = rows.filter({ hasText: '待审核' });
    await pending.first().waitFor();
    const keys = await pending.evaluateAll((found) =>
      found.map((row) => row.getAttribute('data-row-key')),
    );
    for (const key of keys) {
      const refund = page.locator(`.ant-tabs-tabpane-active .ant-table-row[data-row-key="${key}"]`);
      for (const action of ['审核通过退款', '确认已退款']) {
        await refund.getByRole('button', { name: /更\s?多/ }).click();
        await chooseMenuItem(page, action);
        await confirmDialog(page);
        await expect
          .poll(() => refund.innerText())
          .toContain(action === '审核通过退款' ? '已审核' : '已退款');
      }
    }
    await page.reload();
    await expect.poll(() => status(page).innerText()).toBe('已清算');
    await expect.poll(() => detailValue(page, '钱包余额').innerText()).toMatch(/ 0\.00$/);
  });

  it('offers a BD none of the finance actions', async () => {
    const { page } = e2e;
    await loginAs(page, 'bd');
    await page.goto('/client/list?status=5');
    const row = page.locator('.ant-table-row').first();
    await row.waitFor();
    await row.getByRole('link', { name: /查\s?看/ }).click();
    await expect.poll(() => status(page).innerText()).toBe('已终止');
    // A BD may restart it, not refund it.
    await header(page).getByRole('button', { name: '重新合作' }).waitFor();
    expect(
      await header(page)
        .getByRole('button', { name: /^退\s?款$/ })
        .count(),
    ).toBe(0);

    await page.goto('/client/refund?status=0');
    await page.locator('.ant-table-row').first().waitFor();
    const menus = page.locator('.ant-table-row').getByRole('button', { name: /更\s?多/ });
    for (let index = 0; index < (await menus.count()); index += 1) {
      await menus.nth(index).click();
      const menu = page.locator('.ant-dropdown:visible');
      for (const action of ['审核通过退款', '驳回退款', '确认已退款']) {
        expect(await menu.getByRole('menuitem', { name: action }).count()).toBe(0);
      }
      await page.keyboard.press('Escape');
    }
  });
});

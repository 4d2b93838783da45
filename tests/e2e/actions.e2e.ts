import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { loginAs } from './support/login';
import { cell, escapeRegExp as escape, rows } from './support/table';
import { chooseMenuItem, opened } from './support/settle';

const e2e = setupBrowser();

describe('working on selected rows and with values', () => {
  it('batch-approves clients, naming and skipping the one whose state does not allow it', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    // Two clients waiting for review…
    await page.goto('/client/list?status=1');
    await rows(page).first().waitFor();
    const pending = [rows(page).nth(0), rows(page).nth(1)];
    const approved: string[] = [];
    for (const row of pending) {
      approved.push(await cell(page, row, '客户名称'));
      await row.getByRole('checkbox').check();
    }
    // …and one already in business: the selection is kept across filters.
    const filters = page.locator('#filters-client');
    await filters.locator('.ant-form-item', { hasText: '状态' }).locator('.ant-select').click();
    const states = await opened(page.locator('.ant-select-dropdown:visible'));
    await states.getByTitle('合作中').click();
    await filters.getByRole('button', { name: /搜\s?索/ }).click();
    await page.waitForURL(/status=2/);
    await rows(page).first().getByText('合作中').first().waitFor();
    const active = rows(page).first();
    const skipped = await cell(page, active, '客户名称');
    await active.getByRole('checkbox').check();

    const bar = page.getByRole('region', { name: '已选记录' });
    await bar.getByText('已选 3 项').waitFor();
    await bar.getByRole('button', { name: '审核通过' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm
      .locator('.ant-modal-confirm-title', { hasText: '确定对 2 条记录执行“审核通过”吗？' })
      .waitFor();
    await confirm.getByText('以下 1 条所选记录不符合条件，已跳过：').waitFor();
    await confirm.getByText(new RegExp(`^${escape(skipped)} \\(#\\d+\\): 合作中$`)).waitFor();
    await (await opened(confirm)).getByRole('button', { name: /确\s?定/ }).click();

    // The result comes in a dialog of its own while the confirmation may still be fading out.
    const result = page.locator('.ant-modal-confirm', {
      hasText: '审核通过：成功 2 条，失败 0 条',
    });
    await (await opened(result)).getByRole('button', { name: /确\s?定/ }).click();
    // The selection is cleared and the list refreshed: both are in business now.
    await expect.poll(() => bar.count()).toBe(0);
    for (const name of approved) {
      await filters.getByLabel('客户名称').fill(name);
      await filters.getByRole('button', { name: /搜\s?索/ }).click();
      await rows(page).first().getByText(name).waitFor();
      expect(await cell(page, rows(page).first(), '合作状态')).toBe('合作中');
    }
  });

  it("changes a client's BD through the value form and shows the new one in the row", async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    // The newest client in business (a terminated one's BD stays as it was).
    await page.goto('/client/list?status=2');
    await rows(page).first().getByText('合作中').first().waitFor();
    // antd's own texts are in the interface's language too.
    await page.locator('.ant-pagination-options').getByText('20 条/页').waitFor();
    const name = await cell(page, rows(page).first(), '客户名称');
    const row = rows(page).filter({ hasText: name }).first();
    const before = await cell(page, row, 'BD');
    await row.getByRole('button', { name: /更\s?多/ }).click();
    await chooseMenuItem(page, '变更BD');

    const dialog = page.locator('.ant-modal').filter({ hasText: '变更BD' });
    await dialog.locator('.ant-select').click();
    const dropdown = await opened(page.locator('.ant-select-dropdown:visible'));
    const options = dropdown.locator('.ant-select-item-option');
    // Until the staff list has come, the select offers only the BD it holds. An option is the
    // member's name with its number beside it, "王伟（2013）"; the row shows the name.
    const nameOf = (option: string) => option.trim().replace(/（[^（）]*）$/, '');
    const otherBd = async () =>
      (await options.allInnerTexts()).find((name) => nameOf(name) !== before);
    await expect.poll(otherBd).toBeTruthy();
    const next = (await otherBd())!;
    await dropdown.getByTitle(next.trim()).click();
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await page.getByText('变更BD：操作成功').waitFor();
    await expect.poll(() => cell(page, row, 'BD')).toBe(nameOf(next));
  });

  it('offers a BD no delete', async () => {
    const { page } = e2e;
    await loginAs(page, 'bd');
    await page.goto('/client/list');
    const row = rows(page).first();
    await row.waitFor();
    await row.getByRole('button', { name: /更\s?多/ }).click();
    const menu = page.locator('.ant-dropdown-menu:visible');
    await menu.getByRole('menuitem').first().waitFor();
    expect(await menu.getByRole('menuitem', { name: '删除' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    // A crafted delete is refused before it reaches the backend: tests/demo/browserDemo.e2e.ts.
  });
});

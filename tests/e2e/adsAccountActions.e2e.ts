import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings } from './support/axe';
import { setupBrowser } from './support/browser';
import { detailValue, runHeaderAction } from './support/detail';
import { loginAs } from './support/login';
import { cell, chooseOption, escapeRegExp as escape, rows } from './support/table';
import { opened } from './support/settle';

const e2e = setupBrowser();

/** Chooses an account status in the list's filters and searches. */
async function filterStatus(page: Page, label: string) {
  const filters = page.locator('#filters-adsAccount');
  await filters.locator('.ant-form-item', { hasText: '账户状态' }).locator('.ant-select').click();
  const options = await opened(page.locator('.ant-select-dropdown:visible'));
  await options.getByTitle(label).click();
  await filters.getByRole('button', { name: /搜\s?索/ }).click();
}

describe('an operator working on ad accounts', () => {
  it('batch-authorises Facebook accounts, naming and skipping the disabled one', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    // Two normal Facebook accounts…
    await page.goto('/adsAccount/list?platform=Facebook&status=1');
    await rows(page).first().getByText('正常').first().waitFor();
    const authorised: string[] = [];
    for (const row of [rows(page).nth(0), rows(page).nth(1)]) {
      authorised.push(await cell(page, row, '广告账户ID'));
      await row.getByRole('checkbox').check();
    }
    // …and a closed one: the selection is kept across filters.
    await filterStatus(page, '已关闭');
    await page.waitForURL(/status=2/);
    await rows(page).first().getByText('已关闭').first().waitFor();
    const closed = rows(page).first();
    const skipped = await cell(page, closed, '广告账户ID');
    await closed.getByRole('checkbox').check();

    const bar = page.getByRole('region', { name: '已选记录' });
    await bar.getByText('已选 3 项').waitFor();
    await bar.getByRole('button', { name: '批量授权（Facebook）' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm
      .locator('.ant-modal-confirm-title', {
        hasText: '确定对 2 条记录执行“批量授权（Facebook）”吗？',
      })
      .waitFor();
    await confirm.getByText('存在未禁用/已禁用的广告账户，请重新选择').waitFor();
    await confirm.getByText(new RegExp(`^${escape(skipped)}\\b.*已关闭`)).waitFor();
    await (await opened(confirm)).getByRole('button', { name: /确\s?定/ }).click();

    // The business manager is asked once for the batch.
    const form = page.locator('.ant-modal').filter({ hasText: 'BM ID' });
    await form.getByLabel('BM ID').fill('81234567890');
    await form.getByRole('button', { name: /确\s?定/ }).click();
    // The result comes in a dialog of its own while the confirmation may still be fading out.
    const result = page.locator('.ant-modal-confirm', {
      hasText: '批量授权（Facebook）：成功 2 条，失败 0 条',
    });
    await (await opened(result)).getByRole('button', { name: /确\s?定/ }).click();

    // One record per account authorised, both under the same batch number; none for the closed one.
    await page.goto('/adsAccount/auth?bmId=81234567890');
    await expect.poll(() => rows(page).count()).toBe(2);
    const recorded = [];
    const batches = new Set<string>();
    for (const row of await rows(page).all()) {
      recorded.push(await cell(page, row, '广告账户ID'));
      batches.add(await cell(page, row, '批次号'));
      expect(await cell(page, row, '授权结果')).toBe('授权成功');
    }
    expect(recorded.sort()).toEqual([...authorised].sort());
    expect(recorded).not.toContain(skipped);
    expect(batches.size).toBe(1);
    expect([...batches][0]).toMatch(/^\d{14}-\d{3}$/);
  });

  it('zeroes out an account, closes it, and shows both in its history', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await page.goto('/adsAccount/list?status=1');
    const row = rows(page).first();
    await row.getByText('正常').first().waitFor();
    await row.getByRole('link', { name: /查\s?看/ }).click();
    await page.waitForURL(/\/adsAccount\/detail\/\d+/);
    const status = detailValue(page, '账户状态');
    await expect.poll(() => status.innerText()).toBe('正常');
    // Holding a balance, it is zeroed out before it is closed.
    await runHeaderAction(page, /^清\s?零$/);
    await expect.poll(() => status.innerText()).toBe('关户清零中');
    await expect
      .poll(() => detailValue(page, '账户余额').innerText())
      .toMatch(/^[A-Z]{3} 0(\.0+)?$/);
    await runHeaderAction(page, /^关\s?户$/);
    await expect.poll(() => status.innerText()).toBe('已关闭');

    await page.getByRole('tab', { name: '操作记录' }).click();
    const history = page.getByTestId('history-entry');
    for (const step of ['清零', '关户']) await history.filter({ hasText: step }).first().waitFor();
    // Closed, nothing more is offered but the way back.
    await expect.poll(() => page.getByRole('button', { name: /^关\s?户$/ }).count()).toBe(0);
  });

  it('moves an account to another media agent and shows the move in its change log', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await page.goto('/adsAccount/list?status=8');
    const row = rows(page).first();
    await row.getByText('已授权').first().waitFor();
    await row.getByRole('link', { name: /查\s?看/ }).click();
    await page.waitForURL(/\/adsAccount\/detail\/\d+/);
    const agent = detailValue(page, '媒体代理');
    await expect.poll(() => agent.innerText()).not.toBe('');
    const before = (await agent.innerText()).trim();
    expect(await axeFindings(page)).toEqual([]);

    await runHeaderAction(page, /^转移媒体代理$/, false);
    const dialog = page.locator('.ant-modal').filter({ hasText: '转移媒体代理' });
    // The value form: its picker and remark are labelled (checked before a dropdown opens).
    await dialog.getByLabel('备注').waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await dialog.locator('.ant-select').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    // Until the agents' list has come, the select offers only the agent it holds. An option is
    // the agent's name with its number beside it, "Name（MA00012）"; the page shows the name.
    const nameOf = (option: string) => option.trim().replace(/（[^（）]*）$/, '');
    const otherAgent = async () =>
      (await options.allInnerTexts())
        .map((name) => name.trim())
        .find((name) => nameOf(name) !== before);
    await expect.poll(otherAgent).toBeTruthy();
    const next = (await otherAgent())!;
    await chooseOption(page, dialog.getByRole('combobox'), next, new RegExp(escape(next)));
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expect.poll(() => agent.innerText()).toBe(nameOf(next));

    await page.getByRole('tab', { name: '账户换媒体代理记录' }).click();
    const change = page.getByRole('tabpanel').locator('.ant-table-tbody .ant-table-row').first();
    await change.getByText(nameOf(next)).first().waitFor();
    await change.getByText(before).first().waitFor();
  });
});

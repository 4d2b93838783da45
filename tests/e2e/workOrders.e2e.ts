import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { loginAs } from './support/login';

const e2e = setupBrowser();

const progress = (page: Page) => page.getByTestId('detail-progress');
/** A field's value on the detail page, by its label. */
const detailValue = (page: Page, label: string) =>
  page
    .locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) })
    .first()
    .locator('xpath=following-sibling::*[1]');
const currentStep = (page: Page) =>
  progress(page).locator(
    '.ant-steps-item-process .ant-steps-item-title, .ant-steps-item-error .ant-steps-item-title',
  );

/** Opens the detail page of the first Google opening order in a status. */
async function openOrderIn(page: Page, status: number) {
  await page.goto(`/workOrder/googleApply?status=${status}`);
  const row = page.locator('.ant-table-row:visible').first();
  await row.waitFor();
  const applySn = (await row.locator('a[href*="/detail/"]').first().innerText()).trim();
  await row.locator('a[href*="/detail/"]').first().click();
  await progress(page).waitFor();
  return applySn;
}

/** Runs an action of the detail page's header, answering its confirmation. */
async function runAction(page: Page, name: RegExp) {
  await page.locator('main').getByRole('button', { name }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /确\s?定|OK/ }).click();
}

describe('work orders', () => {
  it('refuses a cancellation without a reason, and a cancellation from channel review returns the order to the previous step', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await openOrderIn(page, 31);
    await expect.poll(() => currentStep(page).innerText()).toBe('运营处理');
    await expect
      .poll(() => page.getByTestId('progress-state').innerText())
      .toMatch(/状态 31：渠道审核中/);

    // A rejection without its reason is refused too.
    await page
      .locator('main')
      .getByRole('button', { name: /^驳\s?回$/ })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await page
      .getByRole('dialog')
      .getByText(/不能为空/)
      .waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page
      .locator('main')
      .getByRole('button', { name: /撤回上一步/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await dialog.getByText(/不能为空/).waitFor();

    await dialog.getByRole('textbox').fill('账户时区有误');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expect.poll(() => currentStep(page).innerText()).toBe('审核分配');
    await expect
      .poll(() => page.getByTestId('progress-state').innerText())
      .toMatch(/状态 4：退回上一步[\s\S]*账户时区有误/);
    // Who sent it back, in its stage.
    await expect
      .poll(() => progress(page).locator('.ant-steps-item').nth(1).innerText())
      .toMatch(/撤回上一步/);
  });

  it('reviews, pushes and passes an opening, which creates its ad account under the client', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await openOrderIn(page, 0);
    const client = (await detailValue(page, '客户').innerText()).trim();

    await page
      .locator('main')
      .getByRole('button', { name: /运营审核/ })
      .first()
      .click();
    await expect.poll(() => page.getByTestId('progress-state').innerText()).toMatch(/状态 3/);
    await runAction(page, /API 推送/);
    await expect.poll(() => page.getByTestId('progress-state').innerText()).toMatch(/状态 31/);
    await runAction(page, /^通\s?过$/);
    await expect
      .poll(() => page.getByTestId('progress-state').innerText())
      .toMatch(/状态 1：已通过/);
    await expect.poll(() => currentStep(page).count()).toBe(0);
    const created = detailValue(page, '已开账户').locator('.value-tag');
    await expect.poll(() => created.count()).toBe(1);
    const accountId = (await created.first().innerText()).trim();

    await page.goto(`/adsAccount/list?mediaAccountId=${encodeURIComponent(accountId)}`);
    const row = page.locator('.ant-table-row:visible').first();
    await row.waitFor();
    expect(await row.innerText()).toContain(client);
    expect(await row.innerText()).toContain('Google');
  });

  it('counts the to-dos beside their menu entry, and one put on hold with its reason leaves the count', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await page.goto('/todo/workOrder?suspended=0');
    const badge = page.getByTestId('menu-badge-todoWorkOrder');
    await badge.waitFor();
    const before = Number(await badge.innerText());
    expect(before).toBeGreaterThan(0);

    const row = page.locator('.ant-table-row:visible').first();
    await row.getByRole('button', { name: /更\s?多/ }).click();
    await page.getByRole('menuitem', { name: /挂\s?起/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await dialog.getByText(/不能为空/).waitFor();
    await dialog.getByRole('textbox').fill('等待客户补充资料');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expect.poll(async () => Number(await badge.innerText())).toBe(before - 1);
  });
});

import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  detailHeader as header,
  detailValue,
  runHeaderAction as runStep,
  switchTo,
} from './detail';
import { loginAs } from './login';

const progress = (page: Page) => page.getByTestId('detail-progress');
const progressState = (page: Page) => page.getByTestId('progress-state');
const dialog = (page: Page) => page.getByRole('dialog');

/**
 * Walks a bill seeded in its account period (`detailPath`: its page, a client's or a reseller's)
 * through SPEC §4's six stages: OP confirms the operations, the financier the finance, the
 * cashier initiates and confirms the payment, an admin locks it. On the way: its lines, a
 * reduction that must be negative, and no deduction or correction once finance has confirmed.
 */
export async function walkBillThroughSixStages(page: Page, detailPath: string) {
  await loginAs(page, 'op');
  await page.goto(detailPath);
  await progress(page).waitFor();
  await expect.poll(() => progressState(page).innerText()).toMatch(/0：账期中/);
  // Its lines per ad account, as a table.
  const lines = detailValue(page, '广告账户明细').locator('table');
  await lines.waitFor();
  expect(await lines.locator('thead').innerText()).toMatch(
    /广告账户 ID\s+账户名称\s+币种\s+消耗\s+服务费\s+返点\s+金额/,
  );
  expect(await lines.locator('tbody tr').count()).toBeGreaterThan(0);

  // A reduction of effective consumption must be negative: refused in the form, then saved.
  await header(page).getByRole('button', { name: '修正消耗' }).click();
  await dialog(page).getByLabel('减少有效消耗', { exact: true }).check();
  await dialog(page).getByLabel('减少有效消耗金额').fill('30');
  await dialog(page)
    .getByRole('button', { name: /确\s?定/ })
    .click();
  await dialog(page).getByText('减少有效消耗金额须为负数').waitFor();
  await dialog(page).getByLabel('减少有效消耗金额').fill('-30');
  await dialog(page)
    .getByRole('button', { name: /确\s?定/ })
    .click();
  await expect.poll(() => dialog(page).count()).toBe(0);

  // OP confirms the operations; the financier may not lock, nor OP confirm finance.
  await runStep(page, '运营确认', false);
  await expect.poll(() => progressState(page).innerText()).toMatch(/1：运营已确认/);
  expect(await header(page).getByRole('button', { name: '财务确认' }).count()).toBe(0);

  await switchTo(page, 'financier');
  await page.goto(detailPath);
  await expect.poll(() => progressState(page).innerText()).toMatch(/1：运营已确认/);
  await header(page)
    .getByRole('button', { name: /扣\s?款/ })
    .waitFor();
  await runStep(page, '财务确认');
  await expect.poll(() => progressState(page).innerText()).toMatch(/2：财务已确认/);
  // A finance-confirmed bill is no longer deducted or corrected.
  expect(
    await header(page)
      .getByRole('button', { name: /扣\s?款/ })
      .count(),
  ).toBe(0);
  expect(await header(page).getByRole('button', { name: '修正消耗' }).count()).toBe(0);

  await switchTo(page, 'cashier');
  await page.goto(detailPath);
  await runStep(page, '发起付款');
  await expect.poll(() => progressState(page).innerText()).toMatch(/3：已发起付款/);
  await runStep(page, '确认付款');
  await expect.poll(() => progressState(page).innerText()).toMatch(/4：已确认付款/);
  expect(
    await header(page)
      .getByRole('button', { name: /锁\s?定/ })
      .count(),
  ).toBe(0);

  await switchTo(page, 'admin');
  await page.goto(detailPath);
  await runStep(page, /^锁\s?定$/);
  await expect.poll(() => progressState(page).innerText()).toMatch(/5：已锁定/);
  // Every stage is dated by who took it.
  const stages = progress(page).locator('.ant-steps-item');
  expect(await stages.count()).toBe(6);
  for (const [index, step] of ['运营确认', '财务确认', '发起付款', '确认付款', '锁定'].entries()) {
    await expect.poll(() => stages.nth(index + 1).innerText()).toContain(step);
  }
}

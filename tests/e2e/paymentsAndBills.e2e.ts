import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import {
  detailHeader as header,
  detailValue,
  runHeaderAction,
  runRowAction,
  switchTo,
} from './support/detail';
import { loginAs } from './support/login';

const e2e = setupBrowser();

const progress = (page: Page) => page.getByTestId('detail-progress');
const progressState = (page: Page) => page.getByTestId('progress-state');
const dialog = (page: Page) => page.getByRole('dialog');
const runStep = runHeaderAction;

/** Amount text ("USD 1,234.50") as cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

describe('a client bill through the six stages of SPEC §4', () => {
  it('is confirmed by OP, finance, paid by the cashier and locked by an admin; deductions stop at finance’s confirmation', async () => {
    const { page } = e2e;
    // Bill 1 is seeded in its account period.
    await loginAs(page, 'op');
    await page.goto('/client/bill/detail/1');
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
    await page.goto('/client/bill/detail/1');
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
    await page.goto('/client/bill/detail/1');
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
    await page.goto('/client/bill/detail/1');
    await runStep(page, /^锁\s?定$/);
    await expect.poll(() => progressState(page).innerText()).toMatch(/5：已锁定/);
    // Every stage is dated by who took it.
    const stages = progress(page).locator('.ant-steps-item');
    expect(await stages.count()).toBe(6);
    for (const [index, step] of [
      '运营确认',
      '财务确认',
      '发起付款',
      '确认付款',
      '锁定',
    ].entries()) {
      await expect.poll(() => stages.nth(index + 1).innerText()).toContain(step);
    }
  });
});

describe('a client payment registered, then collected by finance', () => {
  /** Picks an option of a select by typing part of it. */
  async function choose(page: Page, select: Locator, typed: string, option: RegExp) {
    await select.click();
    await select.fill(typed);
    const list = await select.getAttribute('aria-controls');
    await page
      .locator(`.ant-select-dropdown:has([id="${list}"]) .ant-select-item-option`, {
        hasText: option,
      })
      .first()
      .click();
  }

  /** The balance of the client's wallet in a currency, on its detail page. */
  async function walletBalance(page: Page, currency: string) {
    const wallets = detailValue(page, '钱包').locator('table');
    const row = wallets.locator('tbody tr', { hasText: currency }).first();
    await row.waitFor();
    return cents(await row.locator('td').nth(2).innerText());
  }

  it('is registered by BD with its receipt, confirmed by the financier, received by the cashier, and the wallet rises', async () => {
    const { page } = e2e;
    await loginAs(page, 'bd');
    await page.goto('/client/payment');
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: /新\s?增/ }).click();
    const drawer = page.locator('.ant-drawer-content:visible');
    await choose(page, drawer.getByLabel('客户', { exact: true }), 'Keystone', /Keystone/);
    const client = (await drawer.locator('.ant-select-selection-item').first().innerText()).trim();
    // An amount of 0 is refused.
    await drawer.getByLabel('金额').fill('0');
    await drawer.getByRole('button', { name: /保\s?存/ }).click();
    await drawer.getByText('金额不能为空或0').waitFor();
    await drawer.getByLabel('金额').fill('100.10');
    await drawer.getByLabel('付款时间').fill('2026-01-05 10:00:00');
    await drawer.getByLabel('付款时间').press('Enter');
    await choose(page, drawer.getByLabel('收款银行'), '', /./);
    await drawer.getByLabel('付款凭证').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
    });
    await drawer.locator('.ant-upload-list-item-done').waitFor();
    await drawer.getByRole('button', { name: /保\s?存/ }).click();
    await page.getByText('已保存').first().waitFor();
    // Newest first (by id), as finance looks for it.
    await page.goto('/client/payment?sort=id.desc');
    const first = page.locator('.ant-table-row:visible').first();
    await expect.poll(() => first.innerText()).toContain('待确认');
    expect(await first.innerText()).toContain(client);

    // The client's USD wallet before.
    await switchTo(page, 'financier');
    await page.goto(`/client/list?clientName=${encodeURIComponent(client)}`);
    await page
      .locator('.ant-table-row', { hasText: client })
      .getByRole('link', { name: /查\s?看/ })
      .click();
    const before = await walletBalance(page, 'USD');
    const detailUrl = page.url();

    // The financier confirms it; only then the cashier marks it received.
    await page.goto('/client/payment?sort=id.desc');
    const payment = page.locator('.ant-table-row:visible').first();
    await expect.poll(() => payment.innerText()).toContain(client);
    const rowAction = (name: RegExp) => runRowAction(page, payment, name);
    await rowAction(/^确\s?认$/);
    await expect.poll(() => payment.innerText()).toContain('已确认');

    await switchTo(page, 'cashier');
    await page.goto('/client/payment?sort=id.desc');
    await expect.poll(() => payment.innerText()).toContain('已确认');
    await rowAction(/^确认到账$/);
    await expect.poll(() => payment.innerText()).toContain('已到账');

    await page.goto(detailUrl);
    await expect.poll(() => walletBalance(page, 'USD')).toBe(before + 10010);
  });
});

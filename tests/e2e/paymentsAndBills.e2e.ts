import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { walkBillThroughSixStages } from './support/billProgress';
import { detailValue, runRowAction, switchTo } from './support/detail';
import { loginAs } from './support/login';
import { chooseOption, optionName } from './support/table';

const e2e = setupBrowser();

/** Amount text ("USD 1,234.50") as cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

describe('a client bill through the six stages of SPEC §4', () => {
  it('is confirmed by OP, finance, paid by the cashier and locked by an admin; deductions stop at finance’s confirmation', async () => {
    // Bill 1 is seeded in its account period.
    await walkBillThroughSixStages(e2e.page, '/client/bill/detail/1');
  });
});

describe('a client payment registered, then collected by finance', () => {
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
    await chooseOption(page, drawer.getByLabel('客户', { exact: true }), 'Keystone', /Keystone/);
    const client = optionName(
      await drawer.locator('.ant-select-selection-item').first().innerText(),
    );
    // An amount of 0 is refused.
    await drawer.getByLabel('金额').fill('0');
    await drawer.getByRole('button', { name: /保\s?存/ }).click();
    await drawer.getByText('金额不能为空或0').waitFor();
    await drawer.getByLabel('金额').fill('100.10');
    await drawer.getByLabel('付款时间').fill('2026-01-05 10:00:00');
    await drawer.getByLabel('付款时间').press('Enter');
    await chooseOption(page, drawer.getByLabel('收款银行'), '', /./);
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

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { detailValue } from './support/detail';
import { loginAs } from './support/login';
import { usdWallet } from './support/wallet';

const e2e = setupBrowser();

const drawer = (page: Page) => page.locator('.ant-drawer-content');

/** The reseller's USD wallet balance on its own account page, in cents. */
async function usdWalletCents(page: Page): Promise<bigint> {
  const digits = await usdWallet(page);
  expect(digits).toMatch(/^\d+\.\d{2}$/);
  return BigInt(digits.replace('.', ''));
}

const returnState = (page: Page) => page.getByTestId('pay-return-state');

describe('a reseller pays a wallet top-up by card (SPEC §2 return page)', () => {
  it('lands on the return page, which shows it paid, and the wallet is credited once', async () => {
    const { page } = e2e;
    await loginAs(page, 'reseller');
    const before = await usdWalletCents(page);

    await page.goto('/orgFinance/walletPay');
    await page.getByRole('button', { name: /New$/ }).click();
    await drawer(page).getByLabel('Card payment', { exact: true }).check();
    await drawer(page).getByLabel('Recharge amount').fill('300');
    // 300 less the online payment's 0.5 % and 3 %, said before saving.
    await drawer(page).getByText('USD 289.50').waitFor();
    await drawer(page).getByRole('button', { name: /Save$/ }).click();
    const number = detailValue(page, 'Recharge no.');
    await expect.poll(() => number.innerText()).toMatch(/^TU\d{8}$/);
    const rechargeSn = await number.innerText();

    // To the provider, which in the demo returns the payer at once.
    await drawer(page).getByRole('link', { name: 'Pay by card' }).click();
    await page.waitForURL(/\/pay\/return\?/);
    const returnUrl = page.url();
    expect(new URL(returnUrl).searchParams.get('orderSn')).toBe(rechargeSn);
    await page.getByRole('heading', { name: 'Card payment result' }).waitFor();
    // Pending until the provider's notification arrives, then paid.
    await returnState(page).getByText('Paid', { exact: true }).waitFor({ timeout: 20000 });
    expect(await page.getByTestId('pay-return-amount').innerText()).toBe('USD 300.00');
    await page.getByText(rechargeSn, { exact: true }).waitFor();

    // The page loaded again: still paid.
    await page.reload();
    await returnState(page).getByText('Paid', { exact: true }).waitFor();

    // The wallet record link leads into the console; the wallet holds 289.50 more, once.
    await page.getByRole('link', { name: 'Wallet record' }).click();
    await page.waitForURL(/\/orgFinance\/walletLog/);
    // Newest first: the credit is the wallet record's first line (issue #39 point 2).
    await expect
      .poll(() => page.locator('.ant-table-row').first().innerText())
      .toMatch(/USD 289\.50/);
    expect((await usdWalletCents(page)) - before).toBe(28950n);

    // Back on the return page once more: nothing more is credited.
    await page.goto(returnUrl);
    await returnState(page).getByText('Paid', { exact: true }).waitFor();
    expect((await usdWalletCents(page)) - before).toBe(28950n);
    await page.goto('/orgFinance/walletPay');
    await expect
      .poll(() => page.locator('.ant-table-row', { hasText: rechargeSn }).innerText())
      .toContain('Credited');
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { detailValue, runRowAction, switchTo } from './support/detail';
import { loginAs } from './support/login';
import { usdWallet } from './support/wallet';

const e2e = setupBrowser();

const drawer = (page: Page) => page.locator('.ant-drawer-content');
const amount = (page: Page) => drawer(page).getByLabel('Recharge amount');
const save = (page: Page) => drawer(page).getByRole('button', { name: /Save$/ });

describe('a reseller tops up its wallet (SPEC §5, §9)', () => {
  it('refuses too little, then shows the deposit, counts down and is credited', async () => {
    const { page } = e2e;
    await loginAs(page, 'reseller');
    const before = await usdWallet(page);

    await page.goto('/orgFinance/walletPay');
    await page.getByRole('button', { name: /New$/ }).click();
    // Below the minimums: refused at the field.
    await amount(page).fill('299');
    await save(page).click();
    await drawer(page).getByText('Recharge amount must be at least 300 USD').waitFor();
    await drawer(page).getByLabel('USDT', { exact: true }).check();
    await drawer(page).getByLabel('TRC20', { exact: true }).check();
    await drawer(page).getByLabel('USDT (TRC20)').check();
    await amount(page).fill('0.5');
    await save(page).click();
    await drawer(page).getByText('Recharge amount must be at least 1 USDT').waitFor();

    // 50 USDT: no fee, credited in full, said before saving.
    await amount(page).fill('50');
    await drawer(page).getByText('USDT 50.000000').waitFor();
    await save(page).click();

    // The details follow the deposit: address and QR code, a countdown that ticks.
    const address = drawer(page).getByText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    await address.waitFor();
    await drawer(page).getByRole('img', { name: 'QR code of the deposit address' }).waitFor();
    await drawer(page)
      .getByText(/recognition takes 5 to 30 minutes/)
      .waitFor();
    const countdown = drawer(page).getByTestId('deposit-countdown');
    const first = await countdown.innerText();
    expect(first).toMatch(/^(30:00|29:5\d) left$/);
    await page.waitForFunction(
      (shown) => document.querySelector('[data-testid="deposit-countdown"]')?.textContent !== shown,
      first,
    );

    // Polled until its 25 confirmations: credited.
    await drawer(page)
      .getByTestId('deposit-state')
      .getByText('Credited')
      .waitFor({ timeout: 30000 });
    expect(await drawer(page).getByTestId('deposit-confirmations').innerText()).toBe('25 / 25');

    // The dollar wallet holds 50 more (exact: compared as cents).
    const after = await usdWallet(page);
    const cents = (text: string) => BigInt(text.replace('.', ''));
    expect(after).toMatch(/^\d+\.\d{2}$/);
    expect(cents(after) - cents(before)).toBe(5000n);
  });

  it('a 300 USD bank transfer is confirmed and received by finance, and credits what its fees leave', async () => {
    const { page } = e2e;
    await loginAs(page, 'reseller');
    const before = await usdWallet(page);

    await page.goto('/orgFinance/walletPay');
    await page.getByRole('button', { name: /New$/ }).click();
    // Bank transfer in dollars with the 1.1 % tax: 300 less 0.60 and 3.30, said before saving.
    await amount(page).fill('300');
    await drawer(page).getByText('USD 296.10').waitFor();
    await save(page).click();
    const number = detailValue(page, 'Recharge no.');
    await expect.poll(() => number.innerText()).toMatch(/^TU\d{8}$/);
    const rechargeSn = await number.innerText();
    await expect
      .poll(() => detailValue(page, 'Recharge status').innerText())
      .toBe('Awaiting payment');

    // The financier confirms the payment it became; the cashier marks it received.
    const payment = page.locator('.ant-table-row:visible', { hasText: rechargeSn });
    await switchTo(page, 'financier');
    await page.goto(`/finance/payment?paymentSn=${rechargeSn}`);
    await expect.poll(() => payment.innerText()).toContain('待确认');
    await runRowAction(page, payment, /^确\s?认$/);
    await expect.poll(() => payment.innerText()).toContain('已确认');
    await switchTo(page, 'cashier');
    await page.goto(`/finance/payment?paymentSn=${rechargeSn}`);
    await runRowAction(page, payment, /^确认到账$/);
    await expect.poll(() => payment.innerText()).toContain('已到账');

    // The reseller's dollar wallet rose by the credited 296.10, and the top-up says credited.
    await switchTo(page, 'reseller');
    const cents = (text: string) => BigInt(text.replace('.', ''));
    expect(cents(await usdWallet(page)) - cents(before)).toBe(29610n);
    await page.goto('/orgFinance/walletPay');
    await expect
      .poll(() => page.locator('.ant-table-row', { hasText: rechargeSn }).innerText())
      .toContain('Credited');
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { detailHeader, detailValue, runRowAction, switchTo } from './support/detail';
import { loginAs } from './support/login';
import { opened } from './support/settle';
import { usdWallet } from './support/wallet';

const e2e = setupBrowser();

/** Decimal text as cents, exactly ('316300.11' → 31630011n). */
const cents = (text: string) => BigInt(text.replace(/,/g, '').replace('.', ''));

/** The newest line of the reseller's own wallet record (its text), once the list has drawn. */
async function newestWalletLine(page: Page): Promise<string> {
  await page.goto('/orgFinance/walletLog');
  const row = page.locator('.ant-table-row').first();
  await row.waitFor();
  return row.innerText();
}

describe('a reseller’s money, seen by the reseller (issue #38)', () => {
  it('buys VIP: its dollar wallet falls by the price, with a line in its wallet record', async () => {
    const { page } = e2e;
    await loginAs(page, 'reseller');
    const before = await usdWallet(page);
    const lineBefore = await newestWalletLine(page);

    // An administrator of the platform buys VIP1 for the reseller (organisation 2).
    await switchTo(page, 'admin');
    await page.goto('/org/detail/2');
    await detailHeader(page).getByRole('button', { name: '购买 VIP' }).click();
    const dialog = await opened(page.getByRole('dialog').last());
    // The form starts from the reseller's level (VIP3); the price list's levels come after.
    await dialog.locator('.ant-select').click();
    const dropdown = await opened(page.locator('.ant-select-dropdown:visible'));
    await dropdown.getByTitle('VIP1 · USD 999.00').click();
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await page.getByText('购买 VIP：操作成功').waitFor();
    await expect.poll(() => detailValue(page, 'VIP 等级').innerText()).toBe('VIP1');

    // The platform itself is never offered VIP.
    await page.goto('/org/detail/1');
    await detailHeader(page).getByRole('button', { name: '申请退款' }).waitFor();
    expect(await detailHeader(page).getByRole('button', { name: '购买 VIP' }).count()).toBe(0);

    await switchTo(page, 'reseller');
    const after = await usdWallet(page);
    expect(cents(before) - cents(after)).toBe(99900n);
    const line = await newestWalletLine(page);
    expect(line).not.toBe(lineBefore);
    expect(line).toContain('VIP purchase');
    expect(line).toContain('USD -999.00');
    // The balance after it is the wallet's.
    expect(line.replace(/,/g, '')).toContain(`USD ${after}`);
  });

  it('pays: finance confirms and receives its payment, and its wallet rises by it', async () => {
    const { page } = e2e;
    await loginAs(page, 'reseller');
    const before = await usdWallet(page);

    // The reseller's own dollar payment PA2024002 waits for confirmation, on the reseller
    // management's payments: the financier confirms it there.
    const payment = page.locator('.ant-table-row:visible', { hasText: 'PA2024002' });
    await switchTo(page, 'financier');
    await page.goto('/org/payment?paymentSn=PA2024002');
    await expect.poll(() => payment.innerText()).toContain('待确认');
    await runRowAction(page, payment, /^确\s?认$/);
    await expect.poll(() => payment.innerText()).toContain('已确认');

    // The cashier receives it on finance's payments, where it says whose it is.
    await switchTo(page, 'cashier');
    await page.goto('/finance/payment?paymentSn=PA2024002');
    await expect.poll(() => payment.innerText()).toContain('深圳市海拓数字营销有限公司');
    expect(await payment.innerText()).toContain('代理商');
    const amount = /USD ([\d,]+\.\d{2})/.exec(await payment.innerText())![1];
    await runRowAction(page, payment, /^确认到账$/);
    await expect.poll(() => payment.innerText()).toContain('已到账');

    await switchTo(page, 'reseller');
    expect(cents(await usdWallet(page)) - cents(before)).toBe(cents(amount));
    const line = await newestWalletLine(page);
    expect(line).toContain('Wallet top-up');
    expect(line).toContain('payment PA2024002');
    expect(line).toContain(`USD ${amount}`);
  });
});

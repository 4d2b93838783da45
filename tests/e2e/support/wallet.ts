import type { Page } from 'playwright-core';

/** The reseller's USD wallet balance on its own account page, as the digits shown. */
export async function usdWallet(page: Page): Promise<string> {
  await page.goto('/orgFinance/account');
  await page.locator('.ant-table-row').first().waitFor();
  const headers = await page.locator('.ant-table-thead th').allInnerTexts();
  const column = headers.findIndex((text) => text.trim() === 'Wallet balance');
  const row = page.locator('.ant-table-row', { hasText: /^\s*\d*\s*USD\b/ }).first();
  const cell = await row.locator('td').nth(column).innerText();
  return cell.replace(/^USD\s*/, '').replace(/,/g, '');
}

import type { Page } from 'playwright-core';

/** Signs in as a demo user with one click on the login page's demo panel. */
export async function loginWithPanel(page: Page, username: string) {
  await page.goto('/login');
  await page.locator(`[data-username="${username}"]`).click();
  await page.waitForURL('**/dashboard');
}

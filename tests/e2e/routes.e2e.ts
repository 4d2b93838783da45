import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { loginAs } from './support/login';
import { open, sweepRoutes } from './support/routeSweep';

const e2e = setupBrowser();

sweepRoutes(e2e, 0, 2);

describe('pages with an id', () => {
  it('answers a malformed id with the not-found page', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    const content = await open(page, '/client/account/balance/abc');
    await content.locator('.ant-result-404').waitFor();
    await open(page, '/client/bill/7x');
    await content.locator('.ant-result-404').waitFor();
  });

  it('shows whose data a page with an id holds, and links back to its list', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    const content = await open(page, '/client/bill/1');
    await expect.poll(() => content.getByTestId('owner').innerText()).toMatch(/#1\)?$/);
    await content.getByRole('button', { name: /返回/ }).click();
    await page.waitForURL(/\/client\/bill$/);
  });
});

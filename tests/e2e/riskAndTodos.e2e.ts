import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { loginAs } from './support/login';
import { chooseMenuItem, opened } from './support/settle';

const e2e = setupBrowser();

const riskPopup = (page: Page) => page.getByRole('dialog', { name: /风险提醒/ });
const readButton = (page: Page) => riskPopup(page).getByTestId('risk-popup-read');
const popupTitle = (page: Page) => riskPopup(page).getByRole('heading').innerText();
/**
 * Stops the page's clock half a second ahead of its present (Playwright pauses only at a time to
 * come; should the page's clock pass that time before the call arrives, a later one is taken).
 */
async function pauseClock(page: Page) {
  for (;;) {
    const soon = (await page.evaluate(() => Date.now())) + 500;
    const paused = await page.clock.pauseAt(soon).then(
      () => true,
      (error: Error) => {
        if (/to the past/.test(error.message)) return false;
        throw error;
      },
    );
    if (paused) break;
  }
  // What the page's timers set as the clock stopped is drawn: React renders in a message task,
  // which a message posted after it waits for (message tasks run in order; the clock runs none).
  await page.evaluate(
    () =>
      new Promise((drawn) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = drawn;
        channel.port2.postMessage(null);
      }),
  );
}

const countOf = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).innerText()).replace(/\D/g, ''));

/** A count once it is known: the dashboard shows a dash while it loads. */
async function knownCountOf(page: Page, testId: string) {
  await expect.poll(() => page.getByTestId(testId).innerText()).toMatch(/\d/);
  return countOf(page, testId);
}

describe('risk warnings and to-dos', () => {
  it('pops up the unread risk warnings for a financier: "read" only after its countdown on the page\'s clock, and a read one does not come back', async () => {
    const { page } = e2e;
    // The page's clock, which the test stops and moves (time flows as usual until then).
    await page.clock.install();
    await loginAs(page, 'financier', { keepRiskPopup: true });
    await riskPopup(page).waitFor();
    await expect.poll(() => riskPopup(page).innerText()).toMatch(/第 1 条，共 (\d+) 条/);
    const total = Number((await riskPopup(page).innerText()).match(/共 (\d+) 条/)![1]);
    const first = await popupTitle(page);

    // Disabled, saying how long is left; enabled once that time has passed on the page's clock,
    // not before.
    await pauseClock(page);
    expect(await readButton(page).isDisabled()).toBe(true);
    const label = await readButton(page).innerText();
    expect(label).toMatch(/已\s?读（[1-5] 秒）/);
    const secondsShown = Number(label.match(/（(\d) 秒）/)![1]);
    await page.clock.runFor(Math.max(0, (secondsShown - 1) * 1000 - 300));
    expect(await readButton(page).isDisabled()).toBe(true);
    await page.clock.runFor(1300);
    await expect.poll(() => readButton(page).isEnabled()).toBe(true);
    expect(await readButton(page).innerText()).toMatch(/^已\s?读$/);
    await page.clock.resume();

    // Reading it shows the next one, its own countdown started again.
    await readButton(page).click();
    await expect.poll(() => riskPopup(page).innerText()).toContain(`第 2 条，共 ${total} 条`);
    expect(await readButton(page).isDisabled()).toBe(true);

    // After a reload, the read one is gone; the others still wait.
    await page.reload();
    await riskPopup(page).waitFor();
    await expect.poll(() => riskPopup(page).innerText()).toContain(`第 1 条，共 ${total - 1} 条`);
    expect(await popupTitle(page)).not.toBe(first);
  });

  it('counts the wallet warnings beside their menu entry and on the dashboard; hanging one up moves it to the hung-up tab and the counts drop', async () => {
    const { page } = e2e;
    await loginAs(page, 'financier');
    // The dashboard's count and the menu's, for the wallet warnings and the abnormal accounts.
    const onDashboard = await knownCountOf(page, 'dashboard-todo-todoWalletWarn');
    expect(onDashboard).toBeGreaterThan(0);
    const abnormal = await knownCountOf(page, 'dashboard-todo-todoAccountAbnormal');
    // The seed has abnormal accounts: the menu shows a badge for them (none at zero).
    expect(abnormal).toBeGreaterThan(0);

    await page.goto('/todo/walletWarn');
    const before = await knownCountOf(page, 'menu-badge-todoWalletWarn');
    expect(before).toBe(onDashboard);
    expect(await knownCountOf(page, 'menu-badge-todoAccountAbnormal')).toBe(abnormal);
    // The count is the list's (the warnings not hung up).
    const lists = page.locator('.ant-pagination-total-text');
    await expect.poll(() => lists.first().innerText()).toBe(`共 ${before} 条`);
    await expect.poll(() => lists.count()).toBe(2);
    const hungUpBefore = Number((await lists.nth(1).innerText()).replace(/\D/g, ''));
    const row = page.locator('.ant-table-row:visible').first();
    await row.getByRole('button', { name: /更\s?多/ }).click();
    await chooseMenuItem(page, /^挂\s?起$/);
    await (await opened(page.getByRole('dialog'))).getByRole('button', { name: /确\s?定/ }).click();

    await expect.poll(() => countOf(page, 'menu-badge-todoWalletWarn')).toBe(before - 1);
    await expect.poll(() => lists.first().innerText()).toBe(`共 ${before - 1} 条`);
    // The hung-up tab, refreshed with the list, counts it.
    await expect.poll(() => lists.nth(1).innerText()).toBe(`共 ${hungUpBefore + 1} 条`);

    await page.goto('/dashboard');
    await expect.poll(() => countOf(page, 'dashboard-todo-todoWalletWarn')).toBe(before - 1);
  });
});

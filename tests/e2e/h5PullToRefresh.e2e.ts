import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { loginAs } from './support/login';

const e2e = setupBrowser({ hasTouch: true });

const cards = (page: Page) => page.locator('main .h5-card');
const titled = (page: Page, name: string) => page.locator('.h5-card-title', { hasText: name });

/** A finger drawn down the screen from (x, y), as a phone's touch screen reports it. */
async function pullDown(page: Page, x: number, y: number, distance: number) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y: at }],
    });
  await touch('touchStart', y);
  for (let step = 1; step <= 10; step += 1) await touch('touchMove', y + (distance * step) / 10);
  await touch('touchEnd', y + distance);
  await cdp.detach();
}

describe('pull to refresh on the mobile pages', () => {
  it('shows what another tab changed once the list is pulled down', async () => {
    const { page, context } = e2e;
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'admin');
    await page.goto('/h5/todo/walletWarn');
    const first = cards(page).first();
    await first.waitFor();
    const name = (await first.locator('.h5-card-title').innerText()).trim();

    // Another tab hangs the first warning up.
    const other = await context.newPage();
    await other.setViewportSize({ width: 390, height: 844 });
    await other.goto('/h5/todo/walletWarn');
    const its = cards(other).first();
    await its.getByRole('button', { name: /操作|Actions/ }).click();
    await other
      .locator('.h5-action-sheet')
      .getByRole('button', { name: /挂起|Hang up/ })
      .click();
    await other
      .locator('.adm-dialog')
      .getByRole('button', { name: /确\s?定|Confirm/ })
      .click();
    await expect.poll(() => titled(other, name).count()).toBe(0);
    await other.close();

    // This tab still shows it, until its user pulls the list down.
    expect(await titled(page, name).count()).toBe(1);
    await page.locator('.adm-pull-to-refresh').waitFor();
    const box = (await first.boundingBox())!;
    await pullDown(page, box.x + box.width / 2, box.y + 10, 300);
    await expect.poll(() => titled(page, name).count()).toBe(0);
    await cards(page).first().waitFor();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seededRows } from '@demo-backend/engine';
import { DEMO_SEED } from '@demo-backend/store';
import { clientWithUniquePart } from '../support/clientNames';
import { axeFindings } from './support/axe';
import { setupBrowser } from './support/browser';
import { loginAs } from './support/login';

const e2e = setupBrowser();

const client = clientWithUniquePart(seededRows(DEMO_SEED, 'client'));
const SEARCH = /页面、客户或代理商|Page, client or reseller/;
const palette = (page: Page) => page.getByRole('dialog', { name: /前往|Go to/ });
const combobox = (page: Page) => palette(page).getByRole('combobox', { name: SEARCH });
const LAUNCHER = /前往页面或记录|Go to a page or record/;

/** Opens the palette with Ctrl+K and waits until its search has focus. */
async function openWithKeyboard(page: Page) {
  // The shortcut is there once the console's shell is.
  await page.getByRole('button', { name: LAUNCHER }).waitFor();
  await page.keyboard.press('Control+k');
  await expect
    .poll(() => combobox(page).evaluate((input) => input === document.activeElement))
    .toBe(true);
}

/** Types into the palette, waits for the option, arrives with Enter. */
async function arrive(page: Page, typed: string, option: string | RegExp, url: string) {
  await openWithKeyboard(page);
  await page.keyboard.type(typed);
  const active = palette(page).getByRole('option', { selected: true });
  await expect.poll(() => active.innerText()).toMatch(option);
  // The combobox points at the active option (aria-activedescendant).
  const activeId = await active.getAttribute('id');
  expect(await combobox(page).getAttribute('aria-activedescendant')).toBe(activeId);
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${url}`);
  await palette(page).waitFor({ state: 'hidden' });
}

describe('the command palette', () => {
  it('opens with Ctrl+K and goes to a page by its Chinese name, then by its English one', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await arrive(page, '成员管理', /^成员管理/, '/adminUser/list');
    await expect.poll(() => page.locator('h1').innerText()).toMatch(/成员管理/);
    // Focus went to the page it opened.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    // The interface is in Chinese; the English name finds the page too.
    await arrive(page, 'Client payments', /^客户付款/, '/client/payment');

    // Recent pages come first, before anything is typed.
    await openWithKeyboard(page);
    const options = palette(page).getByRole('option');
    await expect.poll(() => options.nth(0).innerText()).toMatch(/^客户付款/);
    await expect.poll(() => options.nth(1).innerText()).toMatch(/^成员管理/);
    // The arrows move; Escape closes without going anywhere.
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => palette(page).getByRole('option', { selected: true }).innerText())
      .toMatch(/^成员管理/);
    expect(await axeFindings(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/client/payment');
  });

  it("goes to a client's page by part of its name", async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await arrive(page, client.part, client.name, `/client/detail/${client.clientId}`);
    await expect.poll(() => page.getByTestId('detail-title').innerText()).toContain(client.name);
  });

  it('offers only the pages the user may open, also from the top bar button', async () => {
    const { page } = e2e;
    // HR may not open members management (SPEC §6).
    await loginAs(page, 'hr');
    await page.getByRole('button', { name: LAUNCHER }).click();
    await expect
      .poll(() => combobox(page).evaluate((input) => input === document.activeElement))
      .toBe(true);
    await page.keyboard.type('成员管理');
    await expect
      .poll(() => palette(page).getByRole('status').innerText())
      .toMatch(/没有找到|Nothing found/);
    expect(await palette(page).getByRole('option').count()).toBe(0);
  });
});

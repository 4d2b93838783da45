import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seededRows } from '@demo-backend/engine';
import { DEMO_SEED } from '@demo-backend/store';
import { clientWithUniquePart } from '../support/clientNames';
import { axeFindings } from './support/axe';
import { setupBrowser } from './support/browser';
import { loginAs } from './support/login';

const e2e = setupBrowser();

const target = clientWithUniquePart(seededRows(DEMO_SEED, 'client'));
const NAME = /按名称搜索客户|Search clients by name/;
const topBar = (page: Page) => page.locator('header.ant-layout-header');

/** Types the part into the focused search, picks the one option by keyboard, lands on its page. */
async function chooseByKeyboard(page: Page, { audit = false } = {}) {
  await page.keyboard.type(target.part);
  const search = topBar(page).getByRole('combobox', { name: NAME });
  await expect.poll(() => search.inputValue()).toBe(target.part);
  await page.getByRole('option', { name: target.name }).waitFor();
  // The list of the whole part, not of a prefix typed on the way (its options stay shown until the
  // new ones arrive, and their arrival between the keys below would reset the active option).
  await expect
    .poll(() => page.locator('.ant-select-dropdown:visible .ant-select-item-option').count())
    .toBe(1);
  // The open search, its option listed, passes axe as every page does.
  if (audit) expect(await axeFindings(page)).toEqual([]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/client/detail/${target.clientId}`);
  await expect.poll(() => page.getByTestId('detail-title').innerText()).toContain(target.name);
}

describe('the top-bar client search', () => {
  it('finds a client by part of its name and opens its page by keyboard, then starts afresh', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await topBar(page).getByRole('searchbox', { name: NAME }).click();
    await chooseByKeyboard(page, { audit: true });
    const search = topBar(page).getByRole('combobox', { name: NAME });
    expect(await search.inputValue()).toBe('');
    expect(await page.getByRole('option', { name: target.name }).count()).toBe(0);
    // 280 wide (SPEC §9).
    const box = await topBar(page).locator('.ant-select').boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(280);
  });

  it('opens from its button on a phone', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'admin');
    await topBar(page).getByRole('button', { name: NAME }).click();
    await expect
      .poll(() =>
        topBar(page)
          .getByRole('combobox', { name: NAME })
          .evaluate((input) => input === document.activeElement),
      )
      .toBe(true);
    await chooseByKeyboard(page);
    // Closed again once chosen: the button is back.
    await topBar(page).getByRole('button', { name: NAME }).waitFor();
  });
});

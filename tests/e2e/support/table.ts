import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A text as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The rows of the page's list. */
export const rows = (page: Page) => page.locator('.ant-table-tbody .ant-table-row');

/** The text of a row's cell under the column titled `title`. */
export async function cell(page: Page, row: Locator, title: string): Promise<string> {
  const titles = await page.locator('.ant-table-thead th').allInnerTexts();
  const index = titles.findIndex((text) => text.trim() === title);
  expect(index).toBeGreaterThanOrEqual(0);
  return (await row.locator('td').nth(index).innerText()).trim();
}

/** Picks an option of a select by typing part of it. */
export async function chooseOption(page: Page, select: Locator, typed: string, option: RegExp) {
  await select.click();
  await select.fill(typed);
  const list = await select.getAttribute('aria-controls');
  await page
    .locator(`.ant-select-dropdown:has([id="${list}"]) .ant-select-item-option`, {
      hasText: option,
    })
    .first()
    .click();
  // Chosen: the select shows it (a click that landed on a list still filtering would not be).
  const chosen = select.locator(
    'xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]',
  );
  await expect
    .poll(() => chosen.locator('.ant-select-selection-item').allInnerTexts())
    .toContainEqual(expect.stringMatching(option));
}

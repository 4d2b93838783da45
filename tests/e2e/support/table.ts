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

/**
 * Picks an option of a select by typing part of it: the option is made the active one (rc-select
 * follows the pointer) and chosen with Enter, which, unlike a click, cannot land on a list still
 * moving under the pointer; then the select must show it.
 */
export async function chooseOption(page: Page, select: Locator, typed: string, option: RegExp) {
  // Typed into, not clicked: a value already chosen covers the input (typing opens the list).
  await select.fill(typed);
  const list = await select.getAttribute('aria-controls');
  const wanted = page
    .locator(`.ant-select-dropdown:has([id="${list}"]) .ant-select-item-option`, {
      hasText: option,
    })
    .first();
  await expect
    .poll(async () => {
      await wanted.hover();
      return wanted.getAttribute('class');
    })
    .toContain('ant-select-item-option-active');
  await select.press('Enter');
  // Chosen: the select shows it.
  const chosen = select.locator(
    'xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]',
  );
  await expect
    .poll(() => chosen.locator('.ant-select-selection-item').allInnerTexts())
    .toContainEqual(expect.stringMatching(option));
}

/**
 * The name an option of a numbered list stands for: selects show a client, agent or member with
 * its number beside it ("Keystone Labs GmbH（C100019）"), rows and details the name alone.
 */
export const optionName = (text: string) => text.trim().replace(/（[^（）]*）$/, '');

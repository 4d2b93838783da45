import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { loginAs } from './support/login';
import { rows } from './support/table';

// Issue 39: "the first click on a row's more menu right after a list loads often does nothing".
const e2e = setupBrowser();

/** The "more" menu's code: the chunk LazyDropdown loads (src/ui/antdDropdown.tsx). */
const DROPDOWN_CHUNK = /\/assets\/antdDropdown-[^/]*\.js$/;

/** The items of the dropdown menu on screen. */
const shownItems = (page: Page) =>
  page.locator('.ant-dropdown:not(.ant-dropdown-hidden) [role="menuitem"]').allInnerTexts();

/** The first row of the client list, as soon as it appears, and its "more" button. */
async function firstRowMore(page: Page) {
  await loginAs(page, 'admin');
  await page.goto('/client/list');
  const row = rows(page).first();
  await row.waitFor();
  return row.getByRole('button', { name: /更\s?多/ });
}

describe("a row's more menu", () => {
  it('opens at one click made as the first row appears', async () => {
    const { page } = e2e;
    const more = await firstRowMore(page);
    await more.click();
    await expect.poll(() => shownItems(page)).toContain('客户信用分');
    expect(await more.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens at a click made before its code has arrived, once the code arrives', async () => {
    const { page } = e2e;
    // The menu's code held back until the click has been made: a slow network, or a page that
    // has not been idle yet.
    let release!: () => void;
    const clicked = new Promise<void>((resolve) => (release = resolve));
    const held: Promise<void>[] = [];
    await page.route(DROPDOWN_CHUNK, (route: Route) => {
      held.push(clicked.then(() => route.continue()));
    });
    const more = await firstRowMore(page);
    await more.click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    expect(await shownItems(page)).toEqual([]);
    release();
    await Promise.all(held);
    await expect.poll(() => shownItems(page)).toContain('客户信用分');
    expect(await more.getAttribute('aria-expanded')).toBe('true');
  });

  it('has its code once the list has loaded, and draws the menu in the frame after the click', async () => {
    const { page } = e2e;
    const more = await firstRowMore(page);
    // Fetched while the page idles, with no hover or click (LazyDropdown's idle preload).
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /antdDropdown-/.test(entry.name)),
        ),
      )
      .toBe(true);
    // A click with no hover before it (a tap, or a quick click): the next frame shows the menu,
    // not a trigger that seems to have done nothing.
    const drawn = await more.evaluate(
      (button) =>
        new Promise<string[]>((resolve) => {
          (button as HTMLElement).click();
          requestAnimationFrame(() =>
            resolve(
              [
                ...document.querySelectorAll<HTMLElement>(
                  '.ant-dropdown:not(.ant-dropdown-hidden) [role="menuitem"]',
                ),
              ].map((item) => item.innerText),
            ),
          );
        }),
    );
    expect(drawn).toContain('客户信用分');
  });
});

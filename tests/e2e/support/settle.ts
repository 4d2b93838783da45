import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import cn from '../../../locales/cn.json';
import en from '../../../locales/en.json';

/** A route's document title in both languages (`usePageTitle`): the page sets it on commit. */
export function routeTitles(name: string): string[] {
  return [cn, en].map(
    (texts) => `${(texts.routes as Record<string, string>)[name]} - ${texts.app.title}`,
  );
}

/**
 * Waits until the route's own page has committed: its document title is one of `titles` (the
 * router's transition keeps the old page on screen until then, so a check could pass on it).
 */
export async function waitForTitle(page: Page, titles: string[]) {
  await page.waitForFunction((expected) => expected.includes(document.title), titles);
}

/**
 * Waits until nothing on the page has changed for `quietMs`, or `capMs` at most: a lazy drawer
 * mounting, its skeleton giving way to the form, a motion ending. Checks made before that see a
 * page half drawn.
 */
export async function waitForQuietDom(page: Page, quietMs = 150, capMs = 3000) {
  await page.evaluate(
    ([quiet, cap]) =>
      new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        let timer = setTimeout(done, quiet);
        const ceiling = setTimeout(done, cap);
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(ceiling);
          resolve();
        }
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      }),
    [quietMs, capMs] as const,
  );
}

/**
 * Waits until a dialog has finished opening and returns it. antd zooms a dialog in over 300 ms; a
 * click aimed at one of its buttons meanwhile can land beside it (the dialog still grows), and is
 * lost: on a busy machine the risk popup's Close landed on the dialog's body that way.
 */
export async function opened(dialog: Locator): Promise<Locator> {
  await expect.poll(() => dialog.getAttribute('class')).not.toMatch(/-(appear|enter)\b/);
  return dialog;
}

/**
 * Chooses an item of the open dropdown menu once the menu has finished opening (it slides in over
 * 200 ms, and a click meanwhile can land beside the item, as on a dialog).
 */
export async function chooseMenuItem(page: Page, name: string | RegExp) {
  const item = page.getByRole('menuitem', { name });
  await opened(page.locator('.ant-dropdown').filter({ has: item }).last());
  await item.click();
}

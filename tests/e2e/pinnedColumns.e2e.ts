import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { loginAs } from './support/login';
import { open } from './support/routeSweep';

const e2e = setupBrowser();

/** The rebate list of issue 39 and the widest lists of clients, ad accounts and money. */
const wideLists = [
  { path: '/client/rebate', name: 'clientRebate' },
  { path: '/client/list', name: 'client' },
  { path: '/adsAccount/list', name: 'adsAccount' },
  { path: '/finance/payment', name: 'financePayment' },
  { path: '/org/list', name: 'org' },
];

/**
 * The texts of the table's rows that a pinned cell (a sticky one) or the actions cell lies over,
 * as the list rests (not scrolled): each as "header: text". A text counts where the table's
 * scrolling box shows it; a text scrolled out of that box is not covered, only out of view.
 */
function coveredTexts(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector<HTMLElement>('.resource-table .ant-table-container')!;
    if (box.scrollLeft !== 0) return [`scrolled by ${box.scrollLeft}`];
    const frame = box.getBoundingClientRect();
    const titles = [...box.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    const found: string[] = [];
    for (const row of box.querySelectorAll('tbody tr.ant-table-row')) {
      const cells = [...row.children] as HTMLElement[];
      const isOver = (cell: HTMLElement) =>
        getComputedStyle(cell).position === 'sticky' || cell.matches('.row-actions-cell');
      const over = cells.filter(isOver).map((cell) => cell.getBoundingClientRect());
      cells.forEach((cell, index) => {
        if (isOver(cell)) return;
        const range = document.createRange();
        range.selectNodeContents(cell);
        for (const text of range.getClientRects()) {
          // Shown: inside the scrolling box (what is beyond it is scrolled out of view).
          const shown = new DOMRect(
            Math.max(text.left, frame.left),
            text.top,
            Math.min(text.right, frame.right) - Math.max(text.left, frame.left),
            text.height,
          );
          if (shown.width <= 0.5 || text.width === 0) continue;
          if (over.some((pinned) => overlap(shown, pinned))) {
            found.push(`${titles[index]}: ${cell.innerText.trim()}`);
            break;
          }
        }
      });
    }
    return found;
  });
}

describe.each([
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
])('wide lists at $width px', (viewport) => {
  it('show no pinned column over another column’s content as they rest', async () => {
    const { page } = e2e;
    await page.setViewportSize(viewport);
    await loginAs(page, 'admin');
    for (const { path, name } of wideLists) {
      await open(page, path, name);
      const rows = page.locator('.resource-table .ant-table-tbody tr.ant-table-row');
      expect(await rows.count(), path).toBeGreaterThan(0);
      expect(await coveredTexts(page), path).toEqual([]);
    }
  });
});

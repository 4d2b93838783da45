import '@ant-design/v5-patch-for-react-19';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { setupFixtureBackend } from '../support/fixtureBackend';

// Issue 39: at 1440 px the rebate list's last money column was half hidden under the pinned
// actions column. Nothing is pinned at the end now (tests/e2e/pinnedColumns.e2e.ts checks the
// layout in Chromium); the first column's edge casts a shadow over the columns scrolled under it
// (list.css `covers-start`), and only then.
setupFixtureBackend([], {});

const WAIT = { timeout: 30000 };

/** jsdom lays nothing out: the scrolling box's sizes and position as a browser would give them. */
function layOut(box: HTMLElement, sizes: { content: number; shown: number }) {
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: sizes.content });
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: sizes.shown });
}
function scrollTo(box: HTMLElement, left: number) {
  box.scrollLeft = left;
  fireEvent.scroll(box);
}
const covers = (box: HTMLElement) =>
  ['covers-start', 'covers-end'].filter((name) => box.classList.contains(name));

describe('a wide list with pinned columns', () => {
  it('marks the pinned edges that columns are scrolled under, as it scrolls', async () => {
    window.history.pushState({}, '', '/client/rebate');
    render(<App />);
    const box = await waitFor(() => {
      expect(document.querySelector('.ant-table-row')).not.toBeNull();
      return document.querySelector<HTMLElement>('.resource-table.pinned .ant-table-container')!;
    }, WAIT);
    layOut(box, { content: 1600, shown: 1150 });
    scrollTo(box, 0);
    // At rest, nothing pinned lies over a column, even where the table is wider than its card.
    expect(covers(box)).toEqual([]);
    expect(box.querySelector('.cell-pin-end')).toBeNull();
    scrollTo(box, 200);
    expect(covers(box)).toEqual(['covers-start']);
    scrollTo(box, 450);
    expect(covers(box)).toEqual(['covers-start']);
    scrollTo(box, 0);
    expect(covers(box)).toEqual([]);
  }, 60000);
});

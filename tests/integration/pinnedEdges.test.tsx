import '@ant-design/v5-patch-for-react-19';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { setupFixtureBackend } from '../support/fixtureBackend';

// Issue 39: at 1440 px the rebate list's last money column was half hidden under the pinned
// actions column, with nothing to say it continued there. The pinned column's edge now casts a
// shadow over columns scrolled under it (list.css `covers-start`, `covers-end`), and only then.
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
    // The actions column covers the columns beyond the view: its edge says so.
    expect(covers(box)).toEqual(['covers-end']);
    scrollTo(box, 200);
    expect(covers(box)).toEqual(['covers-start', 'covers-end']);
    scrollTo(box, 450);
    // Scrolled to the end: every column beside the actions is in full view.
    expect(covers(box)).toEqual(['covers-start']);

    // A table that fits covers nothing.
    layOut(box, { content: 1150, shown: 1150 });
    scrollTo(box, 0);
    expect(covers(box)).toEqual([]);
  }, 60000);
});

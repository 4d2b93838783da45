import '@ant-design/v5-patch-for-react-19';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { loadedDropdown } from '@/ui/dropdownLoader';
import { setupFixtureBackend } from '../support/fixtureBackend';

// Issue 39: the first click on a row's "more" menu right after a list loads often did nothing.
// The menu's code was fetched only at that click (or a hover just before it), so the click waited
// for the network and antd's first drawing of a menu while the page was busy with the new rows.
// Here the code is slow to come: it is let through only once the list is on screen.
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (open = resolve));
  return { arrived, open: () => open() };
});
vi.mock('@/ui/antdDropdown', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/ui/antdDropdown')>();
  await gate.arrived;
  return original;
});

const WAIT = { timeout: 30000 };

setupFixtureBackend([], {});

describe("a row's more menu", () => {
  it('opens on the first click after the list has loaded, its code fetched meanwhile', async () => {
    window.history.pushState({}, '', '/client/list');
    render(<App />);
    const row = await waitFor(() => {
      const first = document.querySelector<HTMLElement>('.ant-table-row');
      expect(first).not.toBeNull();
      return first!;
    }, WAIT);
    gate.open();
    // No hover, no click yet: the page fetched the menu's code while the user read the list.
    await waitFor(() => expect(loadedDropdown()).not.toBeNull(), WAIT);

    // A click without a hover before it (a touch, or a pointer already there): the menu opens
    // on that click, with nothing left to fetch.
    fireEvent.click(within(row).getByRole('button', { name: /更\s*多/ }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').length).toBeGreaterThan(0);
  }, 60000);
});

import '@ant-design/v5-patch-for-react-19';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyDropdown } from '@/ui/LazyDropdown';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function Menu({ trigger = 'click' }: { trigger?: 'click' | 'contextMenu' }) {
  const [chosen, setChosen] = useState('');
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <LazyDropdown
        trigger={[trigger]}
        menu={{
          items: [
            { key: 'first', label: 'First' },
            { key: 'second', label: 'Second' },
          ],
          onClick: ({ key }) =>
            setChosen(`${key}, focus on ${document.activeElement?.textContent}`),
        }}
      >
        <button type="button">More</button>
      </LazyDropdown>
      <output>{chosen}</output>
    </ConfigProvider>
  );
}

// rc-menu and rc-dropdown read `keyCode`, which user-event does not set for these keys. (rc-menu's
// arrows skip items without a layout box, so in jsdom an item is focused as its arrows would: the
// arrows themselves are tried in Chromium, tests/e2e/keyboard.e2e.ts.)
const KEY_CODES = { ArrowDown: 40, Escape: 27, Enter: 13 } as const;
const press = (key: keyof typeof KEY_CODES) =>
  fireEvent.keyDown(document.activeElement ?? document.body, {
    key,
    keyCode: KEY_CODES[key],
    which: KEY_CODES[key],
  });
const moveTo = (item: string) => {
  screen.getByRole('menuitem', { name: item }).focus();
  expect(focusedItem()).toBe(item);
};
const trigger = () => screen.getByRole('button', { name: 'More' });

const focusedItem = () =>
  document.activeElement?.getAttribute('role') === 'menuitem'
    ? document.activeElement.textContent
    : null;

describe('LazyDropdown by keyboard', () => {
  it('opens on Enter keeping focus on its trigger, then on the first item; Escape gives it back', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await user.keyboard('{Enter}');
    // While antd's code loads and as antd's trigger replaces it, focus stays on the trigger.
    expect(trigger()).toHaveFocus();
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(focusedItem()).toBe('First'));
    press('Escape');
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on ArrowDown, on its first item each time, and gives focus back before an item runs', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.tab();
    press('ArrowDown');
    await waitFor(() => expect(focusedItem()).toBe('First'));
    moveTo('Second');
    press('Escape');
    await waitFor(() => expect(trigger()).toHaveFocus());
    press('ArrowDown');
    await waitFor(() => expect(focusedItem()).toBe('First'));
    moveTo('Second');
    press('Enter');
    // The item ran with focus on the trigger already (a dialog it opens gives focus back there).
    expect(await screen.findByText('second, focus on More')).toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a context menu with Shift+F10 and with the ContextMenu key', async () => {
    const user = userEvent.setup();
    render(<Menu trigger="contextMenu" />);
    await user.tab();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    await waitFor(() => expect(focusedItem()).toBe('First'));
    press('Escape');
    await waitFor(() => expect(trigger()).toHaveFocus());
    await user.keyboard('{ContextMenu}');
    await waitFor(() => expect(focusedItem()).toBe('First'));
  });
});

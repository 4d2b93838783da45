import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID } from '@/ui/mainContent';
import { useFocusReturn } from '@/ui/useFocusReturn';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** A layer that takes focus as it opens (as antd's Drawer does) and goes away as it closes. */
function Layer({ onClose }: { onClose: () => void }) {
  useFocusReturn();
  return (
    <div role="dialog">
      <button type="button" autoFocus onClick={onClose}>
        Close
      </button>
    </div>
  );
}

function Page({ openAtFirst = false }: { openAtFirst?: boolean }) {
  const [open, setOpen] = useState(openAtFirst);
  const [row, setRow] = useState(true);
  return (
    <StrictMode>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {row && (
          <button type="button" onClick={() => setOpen(true)}>
            Edit
          </button>
        )}
        <button type="button" onClick={() => setRow(false)}>
          Remove row
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Close from the page
        </button>
        {open && <Layer onClose={() => setOpen(false)} />}
      </main>
    </StrictMode>
  );
}

describe('useFocusReturn', () => {
  it('gives focus back to the element that opened the layer when it goes away', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    // StrictMode's rehearsed unmount took nothing from the layer.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it('gives it to the main content when the layer opened from the address alone', async () => {
    const user = userEvent.setup();
    render(<Page openAtFirst />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus());
  });

  it('gives it to the main content when the opener has gone', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Remove row' }));
    screen.getByRole('button', { name: 'Close' }).focus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus());
  });

  it('leaves focus where the user put it outside the layer', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Close from the page' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await Promise.resolve();
    expect(screen.getByRole('button', { name: 'Close from the page' })).toHaveFocus();
  });
});

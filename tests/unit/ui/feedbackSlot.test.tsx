import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackSlot } from '@/ui/FeedbackSlot';

const network = vi.hoisted(() => ({ online: false }));

// The host's code, which cannot be fetched while the browser is offline.
vi.mock('@/ui/FeedbackHost', () => {
  if (!network.online) throw new TypeError('Failed to fetch dynamically imported module');
  return { default: () => <p>messages ready</p> };
});

describe('the slot of the console’s messages', () => {
  it('whose code cannot be fetched offline takes nothing down, and loads once back online', async () => {
    render(
      <>
        <p>the page</p>
        <FeedbackSlot />
      </>,
    );
    await act(async () => {
      window.dispatchEvent(new PointerEvent('pointerdown'));
    });
    await act(async () => undefined);
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('messages ready')).toBeNull();

    network.online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('messages ready')).toBeInTheDocument();
    expect(screen.getByText('the page')).toBeInTheDocument();
  });
});

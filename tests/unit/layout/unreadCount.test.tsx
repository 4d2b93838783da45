import { keys } from '@refinedev/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApi } from '@/data';
import {
  refreshUnreadCount,
  UNREAD_POLL_INTERVAL_MS,
  useUnreadCount,
} from '@/layout/siteMessages/useUnreadCount';

let visibility: DocumentVisibilityState = 'visible';
let call: ReturnType<typeof vi.fn>;

/** What the browser does: the state changes, then `visibilitychange` bubbles to the window. */
async function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/** Lets time pass, with the fetches it starts answered. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/**
 * Lets an answer reach the hook: React Query hands it over in a timer of its own (a timer set
 * while fake time runs waits at least 1 ms).
 */
const settle = () => wait(5);

function mount(recId: number | undefined) {
  // As Refine's client: no focus refetch unless a query asks for it.
  const client = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useUnreadCount(recId), { wrapper }), client };
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  let count = 0;
  call = vi.fn(() => Promise.resolve({ messageCount: ++count }));
  vi.spyOn(adminApi, 'call').mockImplementation(call as typeof adminApi.call);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the unread count', () => {
  it('polls every 600000 ms (SPEC §9)', () => {
    expect(UNREAD_POLL_INTERVAL_MS).toBe(600000);
  });

  it('is fetched on mount, quietly, then again after each interval', async () => {
    const start = Date.now();
    const until = (ms: number) => wait(start + ms - Date.now());
    const { result, unmount } = mount(7);
    await settle();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(
      'GET /siteSend/getUnReadSiteMessageCount/admin',
      { recId: 7 },
      true,
    );
    expect(result.current).toBe(1);
    await until(UNREAD_POLL_INTERVAL_MS - 1);
    expect(call).toHaveBeenCalledTimes(1);
    await until(UNREAD_POLL_INTERVAL_MS);
    expect(call).toHaveBeenCalledTimes(2);
    await settle();
    expect(result.current).toBe(2);
    await until(UNREAD_POLL_INTERVAL_MS * 2);
    expect(call).toHaveBeenCalledTimes(3);
    unmount();
    await wait(UNREAD_POLL_INTERVAL_MS * 3);
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('is not fetched while the page is hidden', async () => {
    mount(7);
    await settle();
    await setVisibility('hidden');
    await wait(UNREAD_POLL_INTERVAL_MS * 5);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('is fetched once on becoming visible when the interval has passed', async () => {
    const { result } = mount(7);
    await settle();
    await setVisibility('hidden');
    await wait(UNREAD_POLL_INTERVAL_MS * 2 + 5000);
    expect(call).toHaveBeenCalledTimes(1);
    await setVisibility('visible');
    await settle();
    expect(call).toHaveBeenCalledTimes(2);
    expect(result.current).toBe(2);
    // Hidden and shown again at once: nothing is due.
    await setVisibility('hidden');
    await setVisibility('visible');
    await settle();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('is not fetched on becoming visible before the interval has passed', async () => {
    mount(7);
    await wait(1000);
    await setVisibility('hidden');
    await wait(1000);
    await setVisibility('visible');
    await settle();
    expect(call).toHaveBeenCalledTimes(1);
    await wait(UNREAD_POLL_INTERVAL_MS - 2000);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('keeps the last count when a poll fails', async () => {
    const { result } = mount(7);
    await settle();
    expect(result.current).toBe(1);
    call.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    await wait(UNREAD_POLL_INTERVAL_MS);
    expect(call).toHaveBeenCalledTimes(2);
    expect(result.current).toBe(1);
  });

  it('is fetched now when asked to refresh', async () => {
    const { result } = mount(7);
    await settle();
    act(() => refreshUnreadCount());
    await settle();
    expect(call).toHaveBeenCalledTimes(2);
    expect(result.current).toBe(2);
  });

  it("is fetched again when Refine refreshes the message centre's lists (messages marked read)", async () => {
    const { result, client } = mount(7);
    await settle();
    // What Refine's invalidation of a resource's lists does after an action on it.
    await act(() =>
      client.invalidateQueries({
        queryKey: keys().data('default').resource('newsCentre').action('list').get(),
      }),
    );
    await settle();
    expect(call).toHaveBeenCalledTimes(2);
    expect(result.current).toBe(2);
  });

  it('is 0 and never fetched without a recipient', async () => {
    const { result } = mount(undefined);
    await wait(UNREAD_POLL_INTERVAL_MS * 2);
    expect(result.current).toBe(0);
    expect(call).not.toHaveBeenCalled();
  });
});

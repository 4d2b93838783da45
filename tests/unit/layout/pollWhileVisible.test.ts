import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollWhileVisible } from '@/layout/siteMessages/pollWhileVisible';
import { UNREAD_POLL_INTERVAL_MS } from '@/layout/siteMessages/useUnreadCount';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('unread count polling', () => {
  it('polls every 600000 ms (SPEC §9)', () => {
    expect(UNREAD_POLL_INTERVAL_MS).toBe(600000);
  });

  it('fetches at start, then again after each interval', () => {
    const fetch = vi.fn();
    const stop = pollWhileVisible(fetch, UNREAD_POLL_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UNREAD_POLL_INTERVAL_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(UNREAD_POLL_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
    stop();
  });

  it('does not fetch while the page is hidden', () => {
    const fetch = vi.fn();
    const stop = pollWhileVisible(fetch, UNREAD_POLL_INTERVAL_MS);
    setVisibility('hidden');
    vi.advanceTimersByTime(UNREAD_POLL_INTERVAL_MS * 5);
    expect(fetch).toHaveBeenCalledTimes(1);
    stop();
  });

  it('fetches once on becoming visible when a fetch is due, then keeps the interval', () => {
    const fetch = vi.fn();
    const stop = pollWhileVisible(fetch, UNREAD_POLL_INTERVAL_MS);
    setVisibility('hidden');
    vi.advanceTimersByTime(UNREAD_POLL_INTERVAL_MS * 2);
    setVisibility('visible');
    expect(fetch).toHaveBeenCalledTimes(2);
    setVisibility('hidden');
    setVisibility('visible');
    expect(fetch).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(UNREAD_POLL_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
    stop();
  });

  it('does not fetch on becoming visible before the interval has passed, but when it has', () => {
    const fetch = vi.fn();
    const stop = pollWhileVisible(fetch, UNREAD_POLL_INTERVAL_MS);
    vi.advanceTimersByTime(1000);
    setVisibility('hidden');
    vi.advanceTimersByTime(1000);
    setVisibility('visible');
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UNREAD_POLL_INTERVAL_MS - 2000);
    expect(fetch).toHaveBeenCalledTimes(2);
    stop();
  });

  it('starts on becoming visible when started hidden', () => {
    visibility = 'hidden';
    const fetch = vi.fn();
    const stop = pollWhileVisible(fetch, UNREAD_POLL_INTERVAL_MS);
    expect(fetch).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(fetch).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops for good', () => {
    const fetch = vi.fn();
    const stop = pollWhileVisible(fetch, UNREAD_POLL_INTERVAL_MS);
    stop();
    vi.advanceTimersByTime(UNREAD_POLL_INTERVAL_MS * 3);
    setVisibility('hidden');
    setVisibility('visible');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

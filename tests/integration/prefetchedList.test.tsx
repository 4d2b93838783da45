import '@ant-design/v5-patch-for-react-19';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import '@/app/declarations';
import { prefetchListRoute } from '@/app/prefetchList';
import { queryClient } from '@/app/queryClient';
import { session } from '@/auth/session';
import { matchRoute } from '@/engine/routeMatch';
import { createDemoServer } from '@demo-backend/node';
import { loginAs } from '../unit/mocks/client';

const server = createDemoServer();

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  session.setToken(await loginAs('admin'));
});
afterAll(() => server.close());
// A prefetched answer is fresh for the page opened just after it (10 s): rendering the whole
// console in jsdom can take longer than that on a busy machine, so the clock stands still here.
// Only Date is faked: timers, and so every wait of the test, run as usual.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The calls the demo server receives on a path from now on. */
function countCalls(path: string) {
  const calls: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(path)) calls.push(url.search);
  };
  server.events.on('request:start', listen);
  return { calls, stop: () => server.events.removeListener('request:start', listen) };
}

const rows = () => document.querySelectorAll('.ant-table-row');

/** Opens an address as the boot does: its list's first page prefetched, then the console. */
async function openPrefetched(address: string, path: string) {
  const url = new URL(address, window.location.origin);
  const match = matchRoute(url.pathname);
  expect(match).toBeDefined();
  const recorded = countCalls(path);
  await prefetchListRoute(match!, url.search);
  expect(recorded.calls).toHaveLength(1);
  window.history.pushState({}, '', address);
  render(<App />);
  return recorded;
}

describe("a list prefetched at boot into React Query's cache", () => {
  it("is the query the page's table reads: its rows, and no second call", async () => {
    const recorded = await openPrefetched('/client/list?page=2&sort=clientId.asc', '/client/list');
    await expect.poll(() => rows().length, { timeout: 20000 }).toBeGreaterThan(0);
    expect(recorded.calls).toHaveLength(1);
    const lists = queryClient.getQueryCache().findAll({ queryKey: ['data', 'default', 'client'] });
    expect(lists).toHaveLength(1);
    expect(lists[0].getObserversCount()).toBeGreaterThan(0);
    recorded.stop();
  });

  it("is the same query on a route with params (the route's params are in Refine's key)", async () => {
    const recorded = await openPrefetched('/org/creditScore/1', '/org/creditScore');
    await screen.findAllByRole('columnheader');
    const lists = queryClient
      .getQueryCache()
      .findAll({ queryKey: ['data', 'default', 'orgCreditScore'] });
    await expect.poll(() => lists[0]?.getObserversCount() ?? 0, { timeout: 20000 }).toBe(1);
    expect(
      queryClient.getQueryCache().findAll({ queryKey: ['data', 'default', 'orgCreditScore'] }),
    ).toHaveLength(1);
    expect(recorded.calls).toHaveLength(1);
    recorded.stop();
  });
});

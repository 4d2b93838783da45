// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withAccessGuard } from '@/data/accessGuard';
import { createDataProvider } from '@/data/dataProvider';
import { keepEarlyList, takeArrivedList, takeEarlyList, type ListCall } from '@/data/earlyLists';
import type { HttpClient } from '@/data/http';

// Each test asks for a list of its own: what one test kept or asked must not answer another.
let made = 0;
const newCall = (): ListCall => ({
  resource: `client${++made}`,
  currentPage: 2,
  pageSize: 20,
  filters: [{ field: 'status', operator: 'eq', value: '1' }],
  sorters: [{ field: 'clientId', order: 'desc' }],
});
const answer = (total: number) => () => Promise.resolve({ data: [], total });

afterEach(() => vi.useRealTimers());

describe('early list answers', () => {
  it('are taken once, by exactly the same call', async () => {
    const call = newCall();
    keepEarlyList(call, answer(7));
    expect(takeEarlyList({ ...call, currentPage: 1 })).toBeUndefined();
    // A different call does not use it up.
    await expect(takeEarlyList({ ...call })).resolves.toEqual({ data: [], total: 7 });
    expect(takeEarlyList({ ...call })).toBeUndefined();
  });

  it('are dropped when the page asks much later', () => {
    vi.useFakeTimers();
    const call = newCall();
    keepEarlyList(call, answer(3));
    vi.advanceTimersByTime(11_000);
    expect(takeEarlyList(call)).toBeUndefined();
  });

  it('leave their failure to the page that takes them', async () => {
    const call = newCall();
    keepEarlyList(call, () => Promise.reject(new Error('offline')));
    await expect(takeEarlyList(call)).rejects.toThrow('offline');
  });

  it('are not asked for once the page has asked itself', () => {
    const call = newCall();
    expect(takeEarlyList(call)).toBeUndefined();
    const late = vi.fn(answer(5));
    keepEarlyList(call, late);
    expect(late).not.toHaveBeenCalled();
    // A later refresh of the page goes to the backend, not to a stale early answer.
    expect(takeEarlyList(call)).toBeUndefined();
  });

  it('are handed to the first render only once they have arrived', async () => {
    const call = newCall();
    let arrive: (value: { data: never[]; total: number }) => void = () => undefined;
    keepEarlyList(call, () => new Promise((resolve) => (arrive = resolve)));
    expect(takeArrivedList(call)).toBeUndefined();
    arrive({ data: [], total: 4 });
    await Promise.resolve();
    expect(takeArrivedList(call)?.answer).toEqual({ data: [], total: 4 });
    expect(takeArrivedList(call)).toBeUndefined();
    expect(takeEarlyList(call)).toBeUndefined();
  });

  it('answer the data provider without a second request', async () => {
    const call = newCall();
    const request = vi.fn(async () => ({ list: [{ clientId: 1 }], total: 1 }));
    const client = { request } as unknown as HttpClient;
    const provider = createDataProvider({ main: client, admin: client }, () => ({
      list: 'GET /client/list',
    }));
    const params = {
      resource: call.resource,
      pagination: { currentPage: 2, pageSize: 20 },
      filters: call.filters,
      sorters: call.sorters,
    };
    keepEarlyList(call, () => provider.getList(params));
    expect(request).toHaveBeenCalledTimes(1);
    await expect(provider.getList(params)).resolves.toEqual({ data: [{ clientId: 1 }], total: 1 });
    expect(request).toHaveBeenCalledTimes(1);
    // The next time the page asks, it asks the backend.
    await provider.getList(params);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('reach the backend through the access guard, which waits before it calls', async () => {
    const call = newCall();
    const request = vi.fn(async () => ({ list: [{ clientId: 2 }], total: 1 }));
    const client = { request } as unknown as HttpClient;
    // The guard checks asynchronously: the early call must not take its own kept answer.
    const provider = withAccessGuard(
      createDataProvider({ main: client, admin: client }, () => ({ list: 'GET /client/list' })),
      {
        allows: async () => true,
        subjectOf: () => 'Client',
        showError: () => undefined,
        message: () => 'denied',
      },
    );
    const params = {
      resource: call.resource,
      pagination: { currentPage: 2, pageSize: 20 },
      filters: call.filters,
      sorters: call.sorters,
    };
    keepEarlyList(call, () => provider.getList({ ...params, meta: { early: true } }));
    // The early call asks the backend before the page does…
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    // …and the page takes its answer, without a second request.
    await expect(provider.getList(params)).resolves.toEqual({ data: [{ clientId: 2 }], total: 1 });
    expect(request).toHaveBeenCalledTimes(1);
  });
});

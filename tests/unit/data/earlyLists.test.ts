import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '@/data/dataProvider';
import { keepEarlyList, takeEarlyList, type ListCall } from '@/data/earlyLists';
import type { HttpClient } from '@/data/http';

const call: ListCall = {
  resource: 'client',
  currentPage: 2,
  pageSize: 20,
  filters: [{ field: 'status', operator: 'eq', value: '1' }],
  sorters: [{ field: 'clientId', order: 'desc' }],
};
const answer = (total: number) => Promise.resolve({ data: [], total });

afterEach(() => vi.useRealTimers());

describe('early list answers', () => {
  it('are taken once, by exactly the same call', async () => {
    keepEarlyList(call, answer(7));
    expect(takeEarlyList({ ...call, currentPage: 1 })).toBeUndefined();
    // A different call does not use it up.
    await expect(takeEarlyList({ ...call })).resolves.toEqual({ data: [], total: 7 });
    expect(takeEarlyList({ ...call })).toBeUndefined();
  });

  it('are dropped when the page asks much later', () => {
    vi.useFakeTimers();
    keepEarlyList(call, answer(3));
    vi.advanceTimersByTime(11_000);
    expect(takeEarlyList(call)).toBeUndefined();
  });

  it('leave their failure to the page that takes them', async () => {
    const failure = Promise.reject(new Error('offline'));
    keepEarlyList(call, failure);
    await expect(takeEarlyList(call)).rejects.toThrow('offline');
  });

  it('answer the data provider without a second request', async () => {
    const request = vi.fn(async () => ({ list: [{ clientId: 1 }], total: 1 }));
    const client = { request } as unknown as HttpClient;
    const provider = createDataProvider({ main: client, admin: client }, () => ({
      list: 'GET /client/list',
    }));
    const params = {
      resource: 'client',
      pagination: { currentPage: 2, pageSize: 20 },
      filters: call.filters,
      sorters: call.sorters,
    };
    keepEarlyList(call, provider.getList(params));
    expect(request).toHaveBeenCalledTimes(1);
    await expect(provider.getList(params)).resolves.toEqual({ data: [{ clientId: 1 }], total: 1 });
    expect(request).toHaveBeenCalledTimes(1);
    // The next time the page asks, it asks the backend.
    await provider.getList(params);
    expect(request).toHaveBeenCalledTimes(2);
  });
});

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routerProvider, searchAfterGo } from '@/app/routerProvider';
import '@/app/declarations';
import { resourceByName } from '@/engine/registry';

const at =
  (url: string, path = '*') =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={children} />
      </Routes>
    </MemoryRouter>
  );

describe("Refine's router bindings, with readable list URLs", () => {
  it('build paths from a target, a query and a hash, keeping the current query when asked', () => {
    const { result } = renderHook(() => routerProvider.go!(), {
      wrapper: at('/dashboard?tab=2'),
    });
    const go = result.current;
    expect(go({ to: '/login', query: { to: '/client/list' }, type: 'path' })).toBe(
      '/login?to=%2Fclient%2Flist',
    );
    expect(
      go({ query: { name: 'A&B' }, options: { keepQuery: true }, hash: 'top', type: 'path' }),
    ).toBe('/dashboard?tab=2&name=A%26B#top');
  });

  it("write a list's table state as its own readable params, keeping the drawer's", () => {
    const { result } = renderHook(() => routerProvider.go!(), {
      wrapper: at('/client/list?drawer=edit&id=7&page=4&clientName=old'),
    });
    const path = result.current({
      type: 'path',
      options: { keepQuery: true },
      query: {
        currentPage: 2,
        pageSize: 50,
        sorters: [{ field: 'createTime', order: 'desc' }],
        filters: [
          { field: 'status', operator: 'eq', value: '1' },
          {
            field: 'cooperationStartTime',
            operator: 'between',
            value: ['2026-01-01', '2026-01-31'],
          },
        ],
      },
    });
    const url = new URL(path as string, 'http://x');
    expect(url.pathname).toBe('/client/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      drawer: 'edit',
      id: '7',
      page: '2',
      pageSize: '50',
      sort: 'createTime.desc',
      status: '1',
      cooperationStartTime: '2026-01-01,2026-01-31',
    });
  });

  it("parse a list's readable params into the state Refine's useTable starts from", () => {
    const { result } = renderHook(() => routerProvider.parse!(), {
      wrapper: at('/client/list?page=3&sort=createTime.asc&clientName=Acme&drawer=show&id=2'),
    });
    const { params } = result.current();
    expect(params).toEqual({
      currentPage: 3,
      pageSize: 20,
      sorters: [{ field: 'createTime', order: 'asc' }],
      filters: [{ field: 'clientName', operator: 'contains', value: 'Acme' }],
    });
  });

  it("parse a route's params and a record's id, once per address for every hook", () => {
    const { result } = renderHook(
      () => [routerProvider.parse!()(), routerProvider.parse!()()] as const,
      { wrapper: at('/client/detail/7?tab=bills&currentPage=2', '/client/detail/:id') },
    );
    const [first, second] = result.current;
    expect(first).toMatchObject({ id: '7', pathname: '/client/detail/7' });
    // Not a list: no list state added. The query reaches no data hook's meta (nor its key).
    expect(first.params).toEqual({ id: '7' });
    expect(second).toBe(first);
  });

  it("keep the query out of what Refine hands its data hooks, but for a login's redirect", () => {
    const list = renderHook(() => routerProvider.parse!(), {
      wrapper: at('/client/list?quiet=1&endpoints[list]=/elsewhere&drawer=show&id=4'),
    });
    expect(Object.keys(list.result.current().params ?? {}).sort()).toEqual([
      'currentPage',
      'filters',
      'pageSize',
      'sorters',
    ]);
    const login = renderHook(() => routerProvider.parse!(), {
      wrapper: at('/login?to=%2Fclient%2Flist%3Fstatus%3D1', '/login'),
    });
    expect(login.result.current().params).toEqual({ to: '/client/list?status=1' });
  });

  it('never hand a list an empty search: its table would set its state again as it mounts', () => {
    const { result } = renderHook(() => routerProvider.parse!(), { wrapper: at('/client/list') });
    expect(result.current().params).not.toHaveProperty('search');
    expect(result.current().params).toMatchObject({ currentPage: 1, filters: [] });
  });

  it('never write a raw search or a splat back, nor list params on a page that is not a list', () => {
    const client = resourceByName('client');
    expect(
      searchAfterGo(
        '?page=2',
        { query: { search: '?page=2', '*': 'client/list', currentPage: 1 } },
        client,
      ),
    ).toBe('');
    expect(searchAfterGo('', { query: { currentPage: 3 } }, undefined)).toBe('?currentPage=3');
  });
});

describe('going where the page already is', () => {
  it('navigates nowhere', () => {
    const { result } = renderHook(
      () => {
        const go = routerProvider.go!();
        const location = useLocation();
        return { go, location };
      },
      { wrapper: at('/client/list?page=2') },
    );
    const before = result.current.location.key;
    // A list writing back the state its URL already says (on its first render, say).
    act(() =>
      result.current.go({
        type: 'replace',
        options: { keepQuery: true },
        query: { currentPage: 2, pageSize: 20, sorters: [], filters: [] },
      }),
    );
    expect(result.current.location.key).toBe(before);
    act(() => {
      result.current.go({
        type: 'replace',
        options: { keepQuery: true },
        query: { currentPage: 3, pageSize: 20, sorters: [], filters: [] },
      });
    });
    expect(result.current.location.search).toBe('?page=3');
    expect(result.current.location.key).not.toBe(before);
  });

  it("compares with the browser's address, which a navigation still being drawn has changed", () => {
    const { result } = renderHook(
      () => {
        const go = routerProvider.go!();
        const location = useLocation();
        return { go, location };
      },
      { wrapper: at('/client/list') },
    );
    const before = result.current.location.key;
    // A saved view's filter is in the address; the page drawn still has none. Reset at once:
    // the address must lose the filter, though the page drawn already says nothing.
    window.history.replaceState(null, '', '/client/list?clientName=Acme');
    try {
      act(() => {
        result.current.go({
          type: 'replace',
          options: { keepQuery: true },
          query: { currentPage: 1, pageSize: 20, sorters: [], filters: [] },
        });
      });
      expect(result.current.location.key).not.toBe(before);
      expect(result.current.location.search).toBe('');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

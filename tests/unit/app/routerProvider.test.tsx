import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routerProvider } from '@/app/routerProvider';

const at =
  (url: string, path = '*') =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={children} />
      </Routes>
    </MemoryRouter>
  );

describe('Refine router bindings', () => {
  it('build paths from a target, a query and a hash, keeping the current query when asked', () => {
    const { result } = renderHook(() => routerProvider.go!(), {
      wrapper: at('/client/list?page=2'),
    });
    const go = result.current;
    expect(go({ to: '/login', query: { to: '/client/list' }, type: 'path' })).toBe(
      '/login?to=%2Fclient%2Flist',
    );
    expect(
      go({ query: { name: 'Acme' }, options: { keepQuery: true }, hash: 'top', type: 'path' }),
    ).toBe('/client/list?page=2&name=Acme#top');
  });

  it('parse the path, route params and query', () => {
    const { result } = renderHook(() => routerProvider.parse!(), {
      wrapper: at('/client/bill/7?currentPage=3&pageSize=50&x=1', '/client/bill/:id'),
    });
    expect(result.current()).toEqual({
      pathname: '/client/bill/7',
      params: { id: '7', x: '1', currentPage: 3, pageSize: 50 },
    });
  });
});

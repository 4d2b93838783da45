import type { GoConfig, ParseResponse, RouterProvider } from '@refinedev/core';
import refineRouter from '@refinedev/react-router';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { matchRoute } from '@/engine/routeMatch';
import type { ResourceDef } from '@/engine/types';
import { pageSizeOf } from '@/scaffolds/listQuery';
import { listParamsOf, readListQuery, writeListQuery, type ListQuery } from '@/scaffolds/listState';

/** The keys under which Refine's `useTable` reads and writes a list's state. */
const TABLE_KEYS = ['currentPage', 'pageSize', 'sorters', 'filters'] as const;

/** The declared list page of a path, if it is one. */
function listOf(pathname: string): ResourceDef | undefined {
  const resource = matchRoute(pathname)?.resource;
  return resource?.schema && !resource.page ? resource : undefined;
}

/**
 * A location's search params after a Refine `go`: the current ones when `keepQuery`, then the
 * query given. A list's state (Refine's currentPage, pageSize, sorters, filters) is written as the
 * list's readable params, replacing those it had.
 */
export function searchAfterGo(
  current: string,
  config: Pick<GoConfig, 'query' | 'options'>,
  list: ResourceDef | undefined,
): string {
  const params = new URLSearchParams(config.options?.keepQuery ? current : '');
  const query: Record<string, unknown> = { ...config.query };
  // Refine hands the raw search back with the rest of what it parsed: never a param of its own.
  delete query.search;
  if (list && TABLE_KEYS.some((key) => key in query)) {
    const state = Object.fromEntries(TABLE_KEYS.map((key) => [key, query[key]]));
    for (const name of [...TABLE_KEYS, ...listParamsOf(list.schema!)]) delete query[name];
    const readable = writeListQuery(state as Partial<ListQuery>, list.schema!, pageSizeOf(list));
    Object.assign(query, readable);
  }
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) params.delete(key);
    else params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

type ListState = ListQuery & { search: string };
let lastRead: { pathname: string; search: string; list: ListState | undefined } | undefined;

/** The state of the list page at an address, read once for all the hooks that ask. */
function listStateAt(pathname: string, search: string): ListState | undefined {
  if (lastRead?.pathname === pathname && lastRead.search === search) return lastRead.list;
  const resource = listOf(pathname);
  const list = resource && {
    ...readListQuery(new URLSearchParams(search), resource.schema!, pageSizeOf(resource)),
    // Empty: Refine's useTable goes back to the list's defaults (a menu click on the list
    // being shown).
    search,
  };
  lastRead = { pathname, search, list };
  return list;
}

/**
 * Refine's react-router bindings, with list URLs people can read and share
 * (`?page=2&sort=createTime.desc&status=1`) instead of the qs-encoded arrays Refine writes
 * (`?sorters[0][field]=createTime&sorters[0][order]=desc&filters[0][field]=status…`): `parse`
 * reads a list page's params into the state `useTable` starts from, and `go` writes that state
 * back the same way. Navigation, links and back are the stock bindings'.
 */
export const routerProvider: RouterProvider = {
  ...refineRouter,
  go: function useGo() {
    const go = refineRouter.go!();
    const { pathname, search } = useLocation();
    return useCallback(
      (config: GoConfig) => {
        const to = config.to ?? pathname;
        const next = searchAfterGo(search, config, listOf(to));
        // A list writes its state back on every change, its first render included: going where
        // the page already is would only be one more navigation, able to overtake the user's.
        if (config.type !== 'path' && to === pathname && next === search && !config.hash) return;
        return go({
          to: `${to}${next}`,
          type: config.type,
          hash: config.hash,
          options: { keepHash: config.options?.keepHash },
        });
      },
      [go, pathname, search],
    );
  },
  parse: function useParse() {
    const parse = refineRouter.parse!();
    const { pathname, search } = useLocation();
    // Refine parses in every hook that reads the URL (a list page has hundreds of them).
    const list = useMemo(() => listStateAt(pathname, search), [pathname, search]);
    return useCallback((): ParseResponse => {
      const parsed = parse();
      return list ? { ...parsed, params: { ...parsed.params, ...list } } : parsed;
    }, [parse, list]);
  },
};

import type { GoConfig, ParseResponse, RouterProvider } from '@refinedev/core';
import refineRouter from '@refinedev/react-router';
import { matchResourceFromRoute, ResourceContext } from '@refinedev/core';
import { useCallback, useContext, type ContextType } from 'react';
import { matchPath, useLocation, useParams } from 'react-router';
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
  // Refine hands back the rest of what it parsed: a raw search and the route's splat are never
  // params of their own.
  delete query.search;
  delete query['*'];
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

let lastRead: { pathname: string; search: string; list: ListQuery | undefined } | undefined;

/**
 * The state of the list page at an address, read once for all the hooks that ask. Without the raw
 * search: told of an empty one, Refine's useTable sets its state again as a list mounts, drawing
 * the page twice (src/scaffolds/list/useListTable.tsx goes back to defaults itself).
 */
function listStateAt(pathname: string, search: string): ListQuery | undefined {
  if (lastRead?.pathname === pathname && lastRead.search === search) return lastRead.list;
  const resource = listOf(pathname);
  const list =
    resource && readListQuery(new URLSearchParams(search), resource.schema!, pageSizeOf(resource));
  lastRead = { pathname, search, list };
  return list;
}

type Resources = ContextType<typeof ResourceContext>['resources'];
let lastParsed:
  | {
      pathname: string;
      search: string;
      params: string;
      resources: Resources;
      parsed: ParseResponse;
    }
  | undefined;

/** A redirect target in the address (`/login?to=…`), decoded once more as Refine's binding does. */
function redirectTarget(search: string): string | undefined {
  const to = new URLSearchParams(search).get('to');
  if (to === null) return undefined;
  try {
    return decodeURIComponent(to);
  } catch {
    return to;
  }
}

/**
 * What Refine's react-router binding parses at an address (its resource and action, the record's
 * id, the route's params), with a list page's readable params read into the state its `useTable`
 * starts from; read once per address, params and resources.
 *
 * Of the query, only what Refine reads: a redirect's target and a list's state. Refine hands every
 * param it is given to the data hooks as their `meta`, part of each query's key: a drawer opened
 * over a list (`?drawer=show&id=7`) fetched the list again behind a spinner, and an address could
 * set the data provider's own options (`?quiet=1`, `?endpoints[list]=…`).
 */
function parsedAt(
  pathname: string,
  search: string,
  routeParams: Readonly<Record<string, string | undefined>>,
  resources: Resources,
): ParseResponse {
  const paramsKey = JSON.stringify(routeParams);
  if (
    lastParsed?.pathname === pathname &&
    lastParsed.search === search &&
    lastParsed.params === paramsKey &&
    lastParsed.resources === resources
  ) {
    return lastParsed.parsed;
  }
  const { resource, action, matchedRoute } = matchResourceFromRoute(pathname, resources);
  const matched =
    Object.keys(routeParams).length === 0 && matchedRoute
      ? (matchPath(matchedRoute, pathname)?.params ?? {})
      : routeParams;
  // The route's own params; a splat (`*`) is only the rest of the path.
  const params = Object.fromEntries(Object.entries(matched).filter(([name]) => name !== '*'));
  const to = redirectTarget(search);
  const parsed: ParseResponse = {
    ...(resource && { resource }),
    ...(action && { action }),
    ...(params.id && { id: decodeURIComponent(params.id) }),
    pathname,
    params: {
      ...params,
      ...(to !== undefined && { to }),
      ...listStateAt(pathname, search),
    },
  };
  lastParsed = { pathname, search, params: paramsKey, resources, parsed };
  return parsed;
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
        // Where the page is now: the browser's address, which a navigation still being drawn
        // (a transition) has already changed, when it is this page's; else the one drawn.
        const current =
          typeof window !== 'undefined' && window.location.pathname === pathname
            ? window.location.search
            : search;
        const to = config.to ?? pathname;
        const next = searchAfterGo(current, config, listOf(to));
        // A list writes its state back on every change, its first render included: going where
        // the page already is would only be one more navigation, able to overtake the user's.
        if (config.type !== 'path' && to === pathname && next === current && !config.hash) return;
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
    const params = useParams();
    const { pathname, search } = useLocation();
    const { resources } = useContext(ResourceContext);
    // Refine parses in every hook that reads the URL (a list page has hundreds of them), and its
    // react-router binding matches the address against every resource in each of those hooks as
    // it mounts (16 ms of a list page's render): the answer is read once per address instead.
    const parsed = parsedAt(pathname, search, params, resources);
    return useCallback((): ParseResponse => parsed, [parsed]);
  },
};

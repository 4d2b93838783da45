import type { GoConfig, ParseResponse, RouterProvider } from '@refinedev/core';
import { forwardRef, useCallback, type ComponentProps } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';

function queryString(search: string, config: GoConfig): string {
  const params = new URLSearchParams(config.options?.keepQuery ? search : '');
  for (const [key, value] of Object.entries(config.query ?? {})) {
    if (value === undefined || value === null) params.delete(key);
    else params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

// Refine calls its bindings as hooks, inside its own hooks.
function useGoBinding() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (config: GoConfig) => {
      const target = `${config.to ?? pathname}${queryString(search, config)}`;
      const fragment = config.hash ?? (config.options?.keepHash ? hash : '');
      const path = fragment ? `${target}#${fragment.replace(/^#/, '')}` : target;
      if (config.type === 'path') return path;
      void navigate(path, { replace: config.type === 'replace' });
    },
    [navigate, pathname, search, hash],
  );
}

function useBackBinding() {
  const navigate = useNavigate();
  return useCallback(() => void navigate(-1), [navigate]);
}

function useParseBinding() {
  const { pathname, search } = useLocation();
  const params = useParams();
  return useCallback((): ParseResponse => {
    const query = Object.fromEntries(new URLSearchParams(search));
    const number = (value?: string) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
    return {
      pathname,
      params: {
        ...params,
        ...query,
        currentPage: number(query.currentPage),
        pageSize: number(query.pageSize),
      },
    };
  }, [pathname, search, params]);
}

/**
 * Refine's router bindings on react-router, with URLSearchParams instead of the qs library the
 * stock bindings bring (about 15 kB for every console page). The console keeps its own list
 * state in the URL (src/scaffolds/listState.ts), so Refine only needs plain params, navigation
 * (after logout) and links.
 */
export const routerProvider: RouterProvider = {
  go: useGoBinding,
  back: useBackBinding,
  parse: useParseBinding,
  Link: forwardRef<HTMLAnchorElement, ComponentProps<typeof Link>>(function RouterLink(props, ref) {
    return <Link {...props} ref={ref} />;
  }),
};

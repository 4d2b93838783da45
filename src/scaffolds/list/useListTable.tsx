import { mapAntdFilterToCrudFilter, mapAntdSorterToCrudSorting } from '@refinedev/antd';
import { useTable, type BaseRecord, type HttpError, type useTableProps } from '@refinedev/core';
import type { PaginationProps, TablePaginationConfig, TableProps } from 'antd';
import { Children, useCallback, useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * What of a list's answer, once it has one, the page shows: its rows, its error, and whether they
 * are the previous address's rows kept under a spinner. A refresh behind the scenes (a list
 * visited again) changes only whether it is fetching, and when its rows come back the same,
 * nothing at all: two redraws of the whole page, the first able to land before its first frame.
 */
const SHOWN_ONCE_ANSWERED = ['data', 'error', 'isError', 'isPlaceholderData'] as const;

// The page's own link; the click is antd's to handle (it changes the page in place).
const keepInPlace = (event: MouseEvent) => event.preventDefault();

/**
 * Refine's table state (core `useTable`: the query, paging, sorters and filters, kept in the URL)
 * wired to antd's table as @refinedev/antd's `useTable` wires it: sorting and paging through the
 * table's `onChange`, and each page of the pager a link to that page's address.
 *
 * Not @refinedev/antd's hook itself: it also asks antd's `useBreakpoint` how to page on a phone
 * (the list decides that itself), and antd answers one layout effect after the list mounts, which
 * drew every list page twice on each visit (docs/performance.md "What moved the figures").
 *
 * A list whose address loses its params while it is shown (a menu click on it, or Back to its
 * plain address) goes back to its defaults: page 1, `defaultPageSize`, no sorters, no filters of
 * the user's. Refine's useTable does so when told of an empty search, but also as it mounts, where
 * setting equal state again draws the page twice: the router never tells it (src/app/routerProvider.tsx).
 */
export function useListTable<Row extends BaseRecord>(
  props: useTableProps<Row, HttpError, Row>,
  defaultPageSize: number,
) {
  // Before a first answer (or after a failed one), every change: its spinner and its retry.
  const answered = useRef(false);
  const notifyOnChangeProps = useCallback(
    () => (answered.current ? [...SHOWN_ONCE_ANSWERED] : ('all' as const)),
    [],
  );
  const table = useTable<Row, HttpError, Row>({
    ...props,
    queryOptions: { ...props.queryOptions, notifyOnChangeProps },
  });
  answered.current = table.tableQuery.data !== undefined && !table.tableQuery.isError;
  const {
    filters,
    sorters,
    currentPage,
    pageSize,
    setFilters,
    setSorters,
    setCurrentPage,
    setPageSize,
    createLinkForSyncWithLocation,
    result,
  } = table;

  const { search } = useLocation();
  const shownSearch = useRef(search);
  const synced = props.syncWithLocation === true;
  useEffect(() => {
    if (synced && shownSearch.current && !search) {
      setCurrentPage(1);
      setPageSize(defaultPageSize);
      setSorters([]);
      setFilters([], 'replace');
    }
    shownSearch.current = search;
  }, [synced, search, defaultPageSize, setCurrentPage, setPageSize, setSorters, setFilters]);

  const onChange: NonNullable<TableProps<Row>['onChange']> = (paging, tableFilters, sorter) => {
    if (tableFilters && Object.keys(tableFilters).length > 0) {
      setFilters(mapAntdFilterToCrudFilter(tableFilters, filters, props.filters?.initial));
    }
    if (sorter && Object.keys(sorter).length > 0) {
      setSorters(mapAntdSorterToCrudSorting(sorter));
    }
    setCurrentPage(paging.current || 1);
    setPageSize(paging.pageSize || pageSize);
  };

  const itemRender: PaginationProps['itemRender'] = (page, type, element) => {
    const link = (children: ReactNode) => (
      <a
        href={createLinkForSyncWithLocation({
          pagination: { currentPage: page, pageSize },
          sorters,
          filters,
        })}
        onClick={keepInPlace}
      >
        {children}
      </a>
    );
    if (type === 'page') return link(page);
    if (type === 'prev' || type === 'next') return link(element);
    if (type === 'jump-prev' || type === 'jump-next') {
      const inner = (element as { props?: { children?: ReactNode } } | null)?.props?.children;
      return link(Children.count(inner) > 1 ? <>{inner}</> : inner);
    }
    return element;
  };

  const pagination: TablePaginationConfig = {
    current: currentPage,
    pageSize,
    total: result.total,
    itemRender,
  };

  return { ...table, onChange, pagination };
}

import type { ReactNode } from 'react';

interface FilterItem {
  value: unknown;
  children?: FilterItem[];
}

/**
 * Stands in for antd Table's column filter menu (`antd/es/table/hooks/useFilter/FilterDropdown`),
 * which brings antd's Tree and rc-tree to every list page: 14 kB (gzip) of a list's first load
 * (docs/performance.md "What keeps first loads light"). The console filters through the form above its tables
 * (src/scaffolds/FilterForm.tsx) and never gives a column `filters` or `filterDropdown`; such a
 * column would show its title alone, and says so in development. scripts/libraryPatches.ts replaces the
 * module in builds.
 */
export default function FilterDropdown({ children }: { children?: ReactNode }) {
  if (import.meta.env.DEV)
    console.error('Column filters are not drawn: declare the filter in the schema (filter form).');
  return <>{children}</>;
}

/** The values of a filter tree, as antd's module exports them (its filter state uses it). */
export function flattenKeys(filters?: FilterItem[]): unknown[] {
  return (filters ?? []).flatMap((filter) => [filter.value, ...flattenKeys(filter.children)]);
}

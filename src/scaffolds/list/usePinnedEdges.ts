import type { GetRef, Table } from 'antd';
import { useEffect, useRef } from 'react';

type TableRef = GetRef<typeof Table>;

/**
 * Marks where a wide table's content continues under its pinned columns (the first column at the
 * start, the actions at the end, list.css): a column half under the actions column is there to be
 * scrolled to, and the pinned column's edge says so with a shadow, as antd's own pinned columns
 * do. Read from the table's scrolling box as it scrolls and as it or its table changes size, and
 * written as its classes `covers-start` and `covers-end` (not React state: the table is not drawn
 * again for it).
 */
export function usePinnedEdges() {
  const ref = useRef<TableRef>(null);
  useEffect(() => {
    const box = ref.current?.nativeElement?.querySelector<HTMLElement>('.ant-table-container');
    if (!box) return;
    const measure = () => {
      const hidden = box.scrollWidth - box.clientWidth;
      const scrolled = Math.abs(box.scrollLeft);
      box.classList.toggle('covers-start', scrolled > 0);
      box.classList.toggle('covers-end', hidden - scrolled > 1);
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(box);
    const table = box.querySelector('table');
    if (table) observer?.observe(table);
    return () => {
      box.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);
  return ref;
}

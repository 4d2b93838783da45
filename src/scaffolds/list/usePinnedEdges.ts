import type { GetRef, Table } from 'antd';
import { useEffect, useRef } from 'react';

type TableRef = GetRef<typeof Table>;

/**
 * Marks where a wide table's content is scrolled under its pinned columns (the selection boxes
 * and the first column, list.css): the pinned column's edge then casts a shadow, as antd's own
 * pinned columns do. Read from the table's scrolling box as it scrolls, and written as its class
 * `covers-start` (not React state: the table is not drawn again for it). Nothing is pinned at the
 * end, so at rest (not scrolled) nothing is covered.
 */
export function usePinnedEdges() {
  const ref = useRef<TableRef>(null);
  useEffect(() => {
    const box = ref.current?.nativeElement?.querySelector<HTMLElement>('.ant-table-container');
    if (!box) return;
    const measure = () => box.classList.toggle('covers-start', Math.abs(box.scrollLeft) > 0);
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    return () => box.removeEventListener('scroll', measure);
  }, []);
  return ref;
}

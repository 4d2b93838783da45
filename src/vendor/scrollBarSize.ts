/**
 * Stands in for rc-util's `getScrollBarSize` (scripts/libraryPatches.ts replaces it where a library imports
 * it). rc-table measures the scrollbar of every table as the table mounts, in a layout effect: it
 * reads the element's computed style and lays out a measuring box, which makes the browser style
 * and lay out the whole new page inside React's commit, and it adds and removes a style rule on
 * the way, which has the page styled again before its frame: about 30 ms of every move to a list
 * page. The answer depends only on the scrollbar styles of the element, which elements with the
 * same classes, inside the same classes, share: it is measured once for each and kept.
 */
type ScrollBarSize = { width: number; height: number };

const NONE: ScrollBarSize = { width: 0, height: 0 };
/** How many levels of classes, from the element up, tell its scrollbar styles apart. */
const LEVELS = 6;

/** A 100 × 100 px box that always scrolls, with the element's scrollbar styles, measured. */
function measure(target?: Element): ScrollBarSize {
  const box = document.createElement('div');
  Object.assign(box.style, {
    position: 'absolute',
    left: '0',
    top: '0',
    width: '100px',
    height: '100px',
    overflow: 'scroll',
  });
  let declared: Partial<ScrollBarSize> = {};
  if (target) {
    const style = getComputedStyle(target);
    box.style.scrollbarColor = style.scrollbarColor;
    box.style.scrollbarWidth = style.scrollbarWidth;
    // A WebKit scrollbar's declared size is its size (what rc-util falls back to as well).
    const webkit = getComputedStyle(target, '::-webkit-scrollbar');
    const width = parseInt(webkit.width, 10);
    const height = parseInt(webkit.height, 10);
    declared = {
      ...(Number.isNaN(width) ? {} : { width }),
      ...(Number.isNaN(height) ? {} : { height }),
    };
  }
  document.body.appendChild(box);
  const size = {
    width: declared.width ?? box.offsetWidth - box.clientWidth,
    height: declared.height ?? box.offsetHeight - box.clientHeight,
  };
  box.remove();
  return size;
}

/** The classes of the element and of its ancestors: read from the DOM, without styling it. */
function classesOf(element: Element): string {
  const names: string[] = [];
  for (
    let node: Element | null = element;
    node && names.length < LEVELS;
    node = node.parentElement
  ) {
    names.push(`${node.tagName}.${node.getAttribute('class') ?? ''}`);
  }
  return names.join('>');
}

let plain: number | undefined;
const byClasses = new Map<string, ScrollBarSize>();

/** The width of a plain scrollbar of the page (measured once, or again when `fresh`). */
export default function getScrollBarSize(fresh?: boolean): number {
  if (typeof document === 'undefined') return 0;
  if (fresh || plain === undefined) plain = measure().width;
  return plain;
}

/** The size of the scrollbars an element would show, kept by the classes that style them. */
export function getTargetScrollBarSize(target: HTMLElement): ScrollBarSize {
  if (typeof document === 'undefined' || !(target instanceof Element)) return NONE;
  const key = classesOf(target);
  let size = byClasses.get(key);
  if (!size) {
    size = measure(target);
    byClasses.set(key, size);
  }
  return size;
}

import type { DropdownProps } from 'antd';
import {
  cloneElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { loadDropdown, loadedDropdown, type AntdDropdown } from './dropdownLoader';

type TriggerProps = {
  onClick?: (event: MouseEvent) => void;
  onContextMenu?: (event: MouseEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  onFocus?: () => void;
  onPointerEnter?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  ref?: Ref<HTMLElement>;
};

type Props = Omit<DropdownProps, 'open' | 'onOpenChange' | 'children'> & {
  children: ReactElement<TriggerProps>;
};

/**
 * Fetches the dropdown's code once the page is idle: the first open then mounts it at once, in
 * the click's own task. Fetched only at the first click, that click's menu waited for the
 * network and for antd's first drawing of a menu, right when a list had just been drawn; a second
 * click meanwhile (the first seemed to do nothing) closed the menu as it appeared (issue 39).
 */
function preloadWhenIdle(): () => void {
  if (loadedDropdown()) return () => undefined;
  const load = () => void loadDropdown().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(load, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(load, 0);
  return () => window.clearTimeout(timer);
}

/** The keys that open a context menu from the keyboard: the ContextMenu key and Shift+F10. */
const isContextMenuKey = (event: KeyboardEvent) =>
  event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey);

/**
 * antd's Dropdown, mounted when first opened (click, ArrowDown, or for the `contextMenu` trigger a
 * right-click, Shift+F10 or the ContextMenu key), its code fetched once the page is idle. Until
 * then its trigger is only the element given: pages with many menus (a row's actions, a tab's
 * actions, the user's menu) mount none of them up front.
 *
 * Keyboard: opening moves focus to the menu's first item (rc-dropdown's `autoFocus`; rc-menu's
 * arrows move), Escape closes it and gives focus back to the trigger (rc-dropdown), and choosing
 * an item gives focus back to the trigger before the item runs, so a dialog it opens returns
 * focus there when it closes. On the first open the trigger keeps its element and focus until
 * the code has loaded; the element antd then clones is focused again in the same commit.
 */
export function LazyDropdown({ children, trigger = ['click'], menu, ...props }: Props) {
  const [Dropdown, setDropdown] = useState<AntdDropdown | null>(null);
  const [open, setOpen] = useState(false);
  // Counts the openings: each draws a new menu, whose first item takes focus.
  const [opening, setOpening] = useState(0);
  const show = (next: boolean) => {
    if (next && !open) setOpening((count) => count + 1);
    setOpen(next);
  };
  const triggerRef = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  const onContext = trigger.includes('contextMenu');
  const own = children.props;

  // Its code fetched while the page idles, not when first asked for (preloadWhenIdle).
  useEffect(() => (Dropdown ? undefined : preloadWhenIdle()), [Dropdown]);

  // The element antd clones replaces the one focused when the menu was first asked for.
  useLayoutEffect(() => {
    if (!Dropdown || !refocus.current) return;
    refocus.current = false;
    triggerRef.current?.focus();
  }, [Dropdown]);

  const openMenu = (target: EventTarget) => {
    if (Dropdown) return show(true);
    refocus.current = target === document.activeElement;
    const ready = loadedDropdown();
    if (ready) {
      setDropdown(() => ready);
      return show(true);
    }
    void loadDropdown().then(
      (loaded) => {
        setDropdown(() => loaded);
        show(true);
      },
      () => undefined,
    );
  };

  const setRef = (element: HTMLElement | null) => {
    triggerRef.current = element;
    const childRef = own.ref;
    if (typeof childRef === 'function') childRef(element);
    else if (childRef) childRef.current = element;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    own.onKeyDown?.(event);
    if (event.defaultPrevented || open) return;
    if (onContext ? isContextMenuKey(event) : event.key === 'ArrowDown') {
      event.preventDefault();
      openMenu(event.currentTarget);
    }
  };

  const triggerProps: TriggerProps = {
    ref: setRef,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    onKeyDown,
    // Fetched on intent too, should the page not have been idle yet.
    onPointerEnter: () => void loadDropdown().catch(() => undefined),
  };

  if (!Dropdown) {
    return cloneElement(children, {
      ...triggerProps,
      ...(onContext
        ? {
            onContextMenu: (event: MouseEvent) => {
              own.onContextMenu?.(event);
              event.preventDefault();
              openMenu(event.currentTarget);
            },
          }
        : {
            onClick: (event: MouseEvent) => {
              own.onClick?.(event);
              openMenu(event.currentTarget);
            },
          }),
    });
  }

  return (
    <Dropdown
      {...props}
      menu={menu}
      trigger={trigger}
      open={open}
      onOpenChange={show}
      triggerRef={triggerRef}
      opening={opening}
    >
      {cloneElement(children, triggerProps)}
    </Dropdown>
  );
}

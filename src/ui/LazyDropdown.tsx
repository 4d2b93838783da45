import type { DropdownProps } from 'antd';
import { cloneElement, lazy, Suspense, useState, type MouseEvent, type ReactElement } from 'react';

// The dropdown's code (menus, popups) loads with the first dropdown opened.
const Dropdown = lazy(() => import('./antdDropdown'));

type TriggerProps = {
  onClick?: (event: MouseEvent) => void;
  onContextMenu?: (event: MouseEvent) => void;
  'aria-haspopup'?: 'menu';
};

/**
 * antd's Dropdown, loaded and mounted when first opened (click, or right-click with the
 * `contextMenu` trigger). Until then its trigger is only the element given: pages with many
 * menus (a row's actions, a tab's actions, the user's menu) pay for none of them up front.
 */
export function LazyDropdown({
  children,
  trigger = ['click'],
  ...props
}: Omit<DropdownProps, 'open' | 'onOpenChange' | 'children'> & {
  children: ReactElement<TriggerProps>;
}) {
  const [open, setOpen] = useState<boolean | null>(null);
  if (open === null) {
    const onContext = trigger.includes('contextMenu');
    const own = children.props;
    return cloneElement(children, {
      'aria-haspopup': 'menu',
      ...(onContext
        ? {
            onContextMenu: (event: MouseEvent) => {
              own.onContextMenu?.(event);
              event.preventDefault();
              setOpen(true);
            },
          }
        : {
            onClick: (event: MouseEvent) => {
              own.onClick?.(event);
              setOpen(true);
            },
          }),
    });
  }
  return (
    <Suspense fallback={children}>
      <Dropdown {...props} trigger={trigger} open={open} onOpenChange={setOpen}>
        {children}
      </Dropdown>
    </Suspense>
  );
}

import { Dropdown, type DropdownProps, type MenuProps } from 'antd';
import { cloneElement, isValidElement, type RefObject } from 'react';

export type KeyboardDropdownProps = DropdownProps & {
  /** The trigger's element, given focus back as an item is chosen. */
  triggerRef: RefObject<HTMLElement | null>;
  /** Counts the openings: each draws a new menu. */
  opening: number;
};

/**
 * antd's Dropdown with the keyboard behaviour of `LazyDropdown`, in a module of its own for
 * LazyDropdown to import when first opened: through antd's public entry, the bundle puts only
 * the dropdown's own code (and this) in its chunk.
 */
export default function KeyboardDropdown({
  triggerRef,
  opening,
  menu,
  ...props
}: KeyboardDropdownProps) {
  const onMenuClick: MenuProps['onClick'] = (info) => {
    triggerRef.current?.focus();
    if (info.domEvent.type === 'keydown') {
      // The Enter that chose the item would otherwise press the trigger, now focused, again.
      info.domEvent.preventDefault();
      // Enter on an item whose label is a link follows it, as a click on it would.
      const link = (info.domEvent.target as Element).querySelector('a[href]');
      if (link instanceof HTMLElement) link.click();
    }
    menu?.onClick?.(info);
  };
  return (
    <Dropdown
      {...props}
      menu={menu && { ...menu, onClick: onMenuClick }}
      autoFocus
      // A new menu each opening starts on its first item (rc-menu would focus the item active
      // when it last closed, as a quick reopening finds the menu still there).
      popupRender={(menuNode) =>
        isValidElement(menuNode) ? cloneElement(menuNode, { key: opening }) : menuNode
      }
    />
  );
}

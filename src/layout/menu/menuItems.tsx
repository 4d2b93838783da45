import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { MenuGroup } from '@/engine/types';
import { menuIconOf } from '../icons';
import type { MenuEntry, MenuItem } from './buildMenu';

type AntdMenuItem = Required<MenuProps>['items'][number];

/** Group keys are prefixed: a group may share its name with a resource. */
export const groupMenuKey = (group: MenuGroup): string => `group:${group}`;

function iconElement(name: string | undefined) {
  const Icon = menuIconOf(name);
  return Icon ? <Icon /> : undefined;
}

function entryItem(entry: MenuEntry, t: TFunction): AntdMenuItem {
  const title = t(entry.titleKey);
  return {
    key: entry.key,
    icon: iconElement(entry.icon),
    label: entry.external ? (
      <a href={entry.path} target="_blank" rel="noopener noreferrer">
        {title}
      </a>
    ) : (
      <Link to={entry.path}>{title}</Link>
    ),
  };
}

/** The menu model as antd Menu items: groups as submenus, entries as links. */
export function toAntdMenuItems(items: readonly MenuItem[], t: TFunction): AntdMenuItem[] {
  return items.map((item) =>
    item.kind === 'entry'
      ? entryItem(item, t)
      : {
          key: groupMenuKey(item.key),
          icon: iconElement(item.icon),
          label: t(item.titleKey),
          children: item.entries.map((entry) => entryItem(entry, t)),
        },
  );
}

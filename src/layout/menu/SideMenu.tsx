import { DownOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { TFunction } from '@/engine/text';
import { useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Link, useLocation } from 'react-router';
import { resourceByName } from '@/engine/registry';
import { matchRoute } from '@/engine/routeMatch';
import type { MenuGroup } from '@/engine/types';
import { LazyDropdown } from '@/ui/LazyDropdown';
import { menuIconOf } from '../icons';
import type { MenuEntry, MenuGroupItem } from './buildMenu';
import { useMenuBadge } from './useMenuBadge';
import { useMenuModel } from './useMenuModel';
import './sideMenu.css';

function Icon({ name }: { name?: string }) {
  const Component = menuIconOf(name);
  return Component ? <Component className="side-menu-icon" /> : null;
}

/** What waits at an entry (`menu.badge`), as a count beside its title; nothing at zero. */
function EntryBadge({ name, endpoint }: { name: string; endpoint: string }) {
  const count = useMenuBadge(name, endpoint);
  return count ? (
    <span className="side-menu-badge" data-testid={`menu-badge-${name}`}>
      {count > 99 ? '99+' : count}
    </span>
  ) : null;
}

function EntryLink({
  entry,
  title,
  selected,
  collapsed,
}: {
  entry: MenuEntry;
  title: string;
  selected: boolean;
  collapsed: boolean;
}) {
  const className = `side-menu-link${selected ? ' is-selected' : ''}`;
  const badge = resourceByName(entry.key)?.menu?.badge;
  const content = (
    <>
      <Icon name={entry.icon} />
      <span className="side-menu-text">{title}</span>
      {badge && <EntryBadge name={entry.key} endpoint={badge} />}
    </>
  );
  const label = collapsed ? title : undefined;
  return entry.external ? (
    <a
      className={className}
      href={entry.path}
      target="_blank"
      rel="noopener noreferrer"
      title={label}
    >
      {content}
    </a>
  ) : (
    <Link
      className={className}
      to={entry.path}
      aria-current={selected ? 'page' : undefined}
      title={label}
    >
      {content}
    </Link>
  );
}

/** A collapsed group: its icon opens its entries in a popup menu. */
function GroupPopup({
  group,
  t,
  selectedKey,
}: {
  group: MenuGroupItem;
  t: TFunction;
  selectedKey?: string;
}) {
  const items: MenuProps['items'] = group.entries.map((entry) => ({
    key: entry.key,
    label: entry.external ? (
      <a href={entry.path} target="_blank" rel="noopener noreferrer">
        {t(entry.titleKey)}
      </a>
    ) : (
      <Link to={entry.path}>{t(entry.titleKey)}</Link>
    ),
  }));
  const title = t(group.titleKey);
  return (
    <LazyDropdown
      // Beside the collapsed sidebar, as antd Menu opens its popups.
      align={{ points: ['tl', 'tr'], offset: [4, 0] }}
      menu={{ items, selectedKeys: selectedKey ? [selectedKey] : [] }}
    >
      <button type="button" className="side-menu-title" title={title} aria-label={title}>
        <Icon name={group.icon} />
      </button>
    </LazyDropdown>
  );
}

/**
 * The sidebar menu: entries as links, groups that open in place (or, collapsed, as popups). The
 * entry of the current route is marked; the group of the current route is opened, also for a
 * hidden route (whose own entry is not in the menu). Plain links and buttons: a menu of a hundred
 * entries renders once, without antd Menu's measuring and popup machinery.
 */
export function SideMenu({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const model = useMenuModel();
  const resource = matchRoute(pathname)?.resource;
  const selectedKey = resource?.name;
  const currentGroup = resource?.menu?.group;
  const [openGroups, setOpenGroups] = useState<MenuGroup[]>(currentGroup ? [currentGroup] : []);
  const [openedFor, setOpenedFor] = useState(currentGroup);
  if (openedFor !== currentGroup) {
    setOpenedFor(currentGroup);
    if (currentGroup && !openGroups.includes(currentGroup))
      setOpenGroups([...openGroups, currentGroup]);
  }
  const toggle = (group: MenuGroup) =>
    setOpenGroups((open) =>
      open.includes(group) ? open.filter((g) => g !== group) : [...open, group],
    );
  const entryItem = (entry: MenuEntry, iconOnly: boolean) => (
    <li key={entry.key} className="side-menu-item">
      <EntryLink
        entry={entry}
        title={t(entry.titleKey)}
        selected={entry.key === selectedKey}
        collapsed={iconOnly}
      />
    </li>
  );

  return (
    <nav
      className={`side-menu${collapsed ? ' is-collapsed' : ''}`}
      aria-label={t('layout.mainMenu')}
    >
      <ul className="side-menu-list">
        {model.map((item) => {
          if (item.kind === 'entry') return entryItem(item, collapsed);
          const open = !collapsed && openGroups.includes(item.key);
          const holdsSelected = item.entries.some((entry) => entry.key === selectedKey);
          return (
            <li
              key={item.key}
              className={`side-menu-group${open ? ' is-open' : ''}${holdsSelected ? ' holds-selected' : ''}`}
            >
              {collapsed ? (
                <GroupPopup group={item} t={t} selectedKey={selectedKey} />
              ) : (
                <button
                  type="button"
                  className="side-menu-title"
                  aria-expanded={open}
                  onClick={() => toggle(item.key)}
                >
                  <Icon name={item.icon} />
                  <span className="side-menu-text">{t(item.titleKey)}</span>
                  <DownOutlined className="side-menu-arrow" />
                </button>
              )}
              {open && (
                <ul className="side-menu-sub">
                  {item.entries.map((entry) => entryItem(entry, false))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

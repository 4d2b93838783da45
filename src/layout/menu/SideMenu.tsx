import { Menu } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { matchRoute } from '@/engine/registry';
import { groupMenuKey, toAntdMenuItems } from './menuItems';
import { useMenuModel } from './useMenuModel';

/**
 * The sidebar menu. The entry of the current route is selected; the group of the current route is
 * opened, also for a hidden route (whose own entry is not in the menu). The Sider collapses the
 * menu itself; `collapsed` only tells it so.
 */
export function SideMenu({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const model = useMenuModel();
  const items = useMemo(() => toAntdMenuItems(model, t), [model, t]);

  const resource = matchRoute(pathname)?.resource;
  const currentGroup = resource?.menu?.group ? groupMenuKey(resource.menu.group) : undefined;
  const [openKeys, setOpenKeys] = useState<string[]>(currentGroup ? [currentGroup] : []);
  const [openedFor, setOpenedFor] = useState(currentGroup);
  if (openedFor !== currentGroup) {
    setOpenedFor(currentGroup);
    if (currentGroup && !openKeys.includes(currentGroup)) setOpenKeys([...openKeys, currentGroup]);
  }

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={resource ? [resource.name] : []}
      // Collapsed, the submenus are popups: they open on hover, not from the kept keys.
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}

import { Breadcrumb } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { useLocation } from 'react-router';
import { titleKeyOf } from '@/engine/registry';
import { matchRoute } from '@/engine/routeMatch';

/** Where the user is: the menu group (if any) › the route's title. */
export function AppBreadcrumb() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const resource = matchRoute(pathname)?.resource;
  if (!resource) return null;
  const group = resource.menu?.group;
  const titles = group ? [t(`menu.${group}`), t(titleKeyOf(resource))] : [t(titleKeyOf(resource))];
  return (
    <Breadcrumb
      aria-label={t('layout.breadcrumb')}
      items={titles.map((title) => ({ title }))}
      style={{ minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap' }}
    />
  );
}

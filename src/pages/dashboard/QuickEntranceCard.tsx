import { Button, Card, Empty, Space } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { Link } from 'react-router';
import type { MenuEntry } from '@/layout/menu/buildMenu';
import { useMenuModel } from '@/layout/menu/useMenuModel';
import { parseStoredTabs, VISITED_TABS_STORAGE_KEY } from '@/layout/tabs/visitedTabs';
import { matchRoute } from '@/engine/routeMatch';

const QUICK_ENTRIES = 8;

/** Quick entrance: the first pages of the user's own menu. */
export function QuickEntranceCard() {
  const { t } = useTranslation();
  const entries = useMenuModel()
    .flatMap((item): MenuEntry[] => (item.kind === 'group' ? item.entries : [item]))
    .filter((entry) => !entry.external && entry.path !== '/dashboard')
    .slice(0, QUICK_ENTRIES);
  return (
    <Card title={t('dashboard.quickEntrance')}>
      {entries.length ? (
        <Space wrap>
          {entries.map((entry) => (
            <Link key={entry.key} to={entry.path}>
              <Button>{t(entry.titleKey)}</Button>
            </Link>
          ))}
        </Space>
      ) : (
        <Empty />
      )}
    </Card>
  );
}

/** Recent visits: the pages of the visited-page tabs. */
export function RecentVisitsCard() {
  const { t } = useTranslation();
  const visits = parseStoredTabs(sessionStorage.getItem(VISITED_TABS_STORAGE_KEY))
    .map((tab) => ({ path: tab.path, match: matchRoute(tab.path.split('?')[0]) }))
    .filter((visit) => visit.match && visit.match.resource.name !== 'dashboard');
  return (
    <Card title={t('dashboard.recentVisits')}>
      {visits.length ? (
        <Space direction="vertical">
          {visits.map((visit) => (
            <Link key={visit.path} to={visit.path}>
              {t(`routes.${visit.match!.resource.name}`)}
            </Link>
          ))}
        </Space>
      ) : (
        <Empty description={t('dashboard.noVisits')} />
      )}
    </Card>
  );
}

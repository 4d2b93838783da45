import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import { resourceByName } from '@/engine/registry';
import { useTranslation } from '@/i18n/useTranslation';
import type { MenuEntry } from '@/layout/menu/buildMenu';
import { useMenuBadge } from '@/layout/menu/useMenuBadge';
import { useMenuModel } from '@/layout/menu/useMenuModel';

/** One to-do's count: the same query as its menu badge, so the two always agree. */
function TodoCount({ entry, endpoint }: { entry: MenuEntry; endpoint: string }) {
  const { t } = useTranslation();
  const count = useMenuBadge(entry.key, endpoint);
  return (
    <Link to={entry.path} data-testid={`dashboard-todo-${entry.key}`}>
      <Statistic title={t(entry.titleKey)} value={count ?? '—'} />
    </Link>
  );
}

/** The user's to-dos with what waits in each (the menu entries that carry a count), a grid column. */
export function TodoCountsCard() {
  const { t } = useTranslation();
  const counted = useMenuModel()
    .flatMap((item): MenuEntry[] => (item.kind === 'group' ? item.entries : [item]))
    .flatMap((entry) => {
      const endpoint = resourceByName(entry.key)?.menu?.badge;
      return endpoint ? [{ entry, endpoint }] : [];
    });
  if (!counted.length) return null;
  return (
    <Col span={24}>
      <Card title={t('dashboard.todos')}>
        <Row gutter={[16, 16]}>
          {counted.map(({ entry, endpoint }) => (
            <Col key={entry.key} xs={12} md={8}>
              <TodoCount entry={entry} endpoint={endpoint} />
            </Col>
          ))}
        </Row>
      </Card>
    </Col>
  );
}

import { Card, Tabs } from 'antd';
import { useId } from 'react';
import { useAppAbility } from '@/auth/AbilityContext';
import { canDo } from '@/access/can';
import { resourceByName } from '@/engine/registry';
import type { ResourceDef } from '@/engine/types';
import { useTranslation } from '@/i18n/useTranslation';
import { ResourceList } from '../ResourceList';
import { ACTION_LOG, parentValuesOf } from './detailModel';
import { HistoryTimeline } from './HistoryTimeline';

type Row = Record<string, unknown>;

/**
 * A record's related lists, each filtered by the record, and its history, as tabs: a tab's list
 * is drawn (and asked for) when first opened. Lists the user may not read are left out.
 */
export function DetailTabs({
  resource,
  record,
  id,
  updatedAt,
}: {
  resource: ResourceDef;
  record: Row;
  id: string;
  updatedAt: number;
}) {
  const { t } = useTranslation();
  // Given an id, antd's tabs do not make one after mounting, drawing the page again.
  const tabsId = useId();
  const ability = useAppAbility();
  const detail = resource.detail!;
  const related = (detail.related ?? []).flatMap((entry) => {
    const other = resourceByName(entry.resource);
    if (!other?.schema || !canDo(ability, 'read', other.subject)) return [];
    const parent = parentValuesOf(entry, record);
    if (!parent) return [];
    return [
      {
        key: `related:${other.name}`,
        label: t(entry.label ?? `routes.${other.name}`),
        children: <ResourceList resource={other} embedded parent={parent} />,
      },
    ];
  });
  const logs = resourceByName(ACTION_LOG);
  const history =
    detail.history !== false && logs && canDo(ability, 'read', logs.subject)
      ? [
          {
            key: 'history',
            label: t('detail.history'),
            children: <HistoryTimeline resource={resource} id={id} updatedAt={updatedAt} />,
          },
        ]
      : [];
  const items = [...related, ...history];
  if (!items.length) return null;
  return (
    <Card>
      <Tabs id={tabsId} items={items} />
    </Card>
  );
}

import { Tabs } from 'antd';
import { useId } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import type { ResourceDef } from '@/engine/types';
import { ResourceList } from './ResourceList';
import { useListsInStep } from './useListsInStep';

/** The lists related to a page's resource, as tabs under its own list, in step with it. */
export default function RelatedLists({
  owner,
  related,
}: {
  owner: ResourceDef;
  related: ResourceDef[];
}) {
  const { t } = useTranslation();
  useListsInStep([owner.name, ...related.map((other) => other.name)]);
  // Given an id, antd's tabs do not make one after mounting, drawing the lists again.
  const tabsId = useId();
  return (
    <Tabs
      id={tabsId}
      items={related.map((other) => ({
        key: other.name,
        label: t(`routes.${other.name}`),
        children: <ResourceList resource={other} embedded />,
      }))}
    />
  );
}

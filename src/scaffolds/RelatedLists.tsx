import { Tabs } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import type { ResourceDef } from '@/engine/types';
import { ResourceList } from './ResourceList';

/** The lists related to a page's resource, as tabs under its own list. */
export default function RelatedLists({ related }: { related: ResourceDef[] }) {
  const { t } = useTranslation();
  return (
    <Tabs
      items={related.map((other) => ({
        key: other.name,
        label: t(`routes.${other.name}`),
        children: <ResourceList resource={other} embedded />,
      }))}
    />
  );
}

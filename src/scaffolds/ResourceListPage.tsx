import { Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { resourceByName } from '@/engine/registry';
import { useResource } from '@/engine/ResourceContext';
import { ResourceList } from './ResourceList';

/** The page of a declared resource: its list, and its related lists as tabs below. */
export default function ResourceListPage() {
  const { t } = useTranslation();
  const resource = useResource();
  const related = (resource.related ?? []).map(resourceByName).filter((r) => r !== undefined);
  if (!related.length) return <ResourceList resource={resource} />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <ResourceList resource={resource} />
      <Tabs
        items={related.map((other) => ({
          key: other.name,
          label: t(`routes.${other.name}`),
          children: <ResourceList resource={other} embedded />,
        }))}
      />
    </Space>
  );
}

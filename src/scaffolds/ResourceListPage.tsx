import { Space } from 'antd';
import { lazy, Suspense } from 'react';
import { resourceByName } from '@/engine/registry';
import { useResource } from '@/engine/ResourceContext';
import { ResourceList } from './ResourceList';

// Most pages have no related lists: the tabs' code loads with the first page that has some.
const RelatedLists = lazy(() => import('./RelatedLists'));

/** The page of a declared resource: its list, and its related lists as tabs below. */
export default function ResourceListPage() {
  const resource = useResource();
  const related = (resource.related ?? []).map(resourceByName).filter((r) => r !== undefined);
  if (!related.length) return <ResourceList resource={resource} />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <ResourceList resource={resource} />
      <Suspense fallback={null}>
        <RelatedLists owner={resource} related={related} />
      </Suspense>
    </Space>
  );
}

import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useShow } from '@refinedev/core';
import { Button, Card, Result, Space } from 'antd';
import { lazy, Suspense } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAppAbility } from '@/auth/AbilityContext';
import { canDo } from '@/access/can';
import { isApiError } from '@/data/apiError';
import { crudAllows } from '@/engine/crud';
import { resourceByName } from '@/engine/registry';
import { useResource } from '@/engine/ResourceContext';
import { useTranslation } from '@/i18n/useTranslation';
import { LoadFailedAlert } from '@/ui/LoadFailedAlert';
import { ActionButtons } from '../actions/ActionButtons';
import { useConfirmRemove } from '../actions/useConfirmRemove';
import { useDrawerParam } from '../list/useDrawerParam';
import { DetailProgress } from './DetailProgress';
import { DetailSections } from './DetailSections';
import { DetailTabs } from './DetailTabs';
import { PendingChange } from './PendingChange';
import { useRefreshOnRelatedChanges } from './useRefreshOnRelatedChanges';
import { recordName } from '../titles';
import { withViewTexts } from '@/i18n';
import { LoadingPlaceholder } from '@/ui/LoadingPlaceholder';

type Row = Record<string, unknown>;

const ResourceFormDrawer = lazy(withViewTexts(() => import('../ResourceFormDrawer')));

/**
 * A failure of the connection or an unreadable answer (worth trying again), not an answer of the
 * backend about the record (not found, not yours).
 */
const isConnectionError = (error: unknown) =>
  isApiError(error) &&
  (error.kind === 'network' ||
    error.kind === 'timeout' ||
    error.kind === 'http' ||
    error.kind === 'malformed');

/**
 * The detail page of a resource's record (`<list folder>/detail/:id`, declared by `detail`): its
 * name, a link back to the list, the actions its state and the user's rights allow, an edit
 * button; its fields in titled sections; its related lists, filtered by it, and its history as
 * tabs; an edit waiting for review, beside the current values. Loading, not-found and load-error
 * states; saving or running an action refreshes it; deleting it goes back to the list.
 */
export default function ResourceDetailPage() {
  const route = useResource();
  const resource = resourceByName(route.parent ?? '')!;
  const { t } = useTranslation();
  const ability = useAppAbility();
  const params = useParams();
  // A route of its own may name the record by another field (`/news/detail/:applySn`, its
  // `paramFilters`): the record is then found by that field, and the rest uses its id.
  const [keyParam, keyField] = Object.entries(route.paramFilters ?? {})[0] ?? ['id', undefined];
  const key = params[keyParam] ?? '';
  const drawer = useDrawerParam();
  const navigate = useNavigate();
  const confirmRemove = useConfirmRemove(resource);
  const { query, result } = useShow<Row>({
    resource: resource.name,
    id: key,
    meta: keyField ? { endpoints: { one: undefined, idField: keyField } } : undefined,
    errorNotification: false,
  });
  useRefreshOnRelatedChanges(resource, query.refetch, keyField !== undefined);
  const record = result && typeof result === 'object' ? result : undefined;
  const idField = resource.schema?.id ?? 'id';
  const id = keyField && record ? String(record[idField] ?? '') : key;
  const back = resource.route && (
    <Link to={resource.route}>
      <Button icon={<ArrowLeftOutlined />}>
        {t('list.backTo', { page: t(`routes.${resource.name}`) })}
      </Button>
    </Link>
  );

  if (query.isLoading) return <Card title={back}>{<LoadingPlaceholder />}</Card>;
  if (query.isError && isConnectionError(query.error)) {
    return (
      <Card title={back}>
        <LoadFailedAlert
          error={query.error}
          title={t('detail.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      </Card>
    );
  }
  if (!record) {
    return (
      <Card title={back}>
        <Result status="404" title={t('detail.notFound')} />
      </Card>
    );
  }

  const canEdit =
    crudAllows(resource, 'edit', record) && canDo(ability, 'update', resource.subject, record);
  const canRemove =
    crudAllows(resource, 'remove', record) && canDo(ability, 'delete', resource.subject, record);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space wrap>
            {back}
            <h1 className="detail-title" data-testid="detail-title">
              {recordName(resource.schema!, record, id)}
            </h1>
          </Space>
        }
        extra={
          <Space wrap>
            <ActionButtons resource={resource} record={record} />
            {canEdit && (
              <Button icon={<EditOutlined />} onClick={() => drawer.open('edit', id)}>
                {t('buttons.edit')}
              </Button>
            )}
            {canRemove && (
              <Button
                danger
                icon={<DeleteOutlined />}
                onClick={() => confirmRemove(record, () => void navigate(resource.route ?? '/'))}
              >
                {t('buttons.delete')}
              </Button>
            )}
          </Space>
        }
      >
        {resource.changeReview && (
          <PendingChange resource={resource} review={resource.changeReview} record={record} />
        )}
        <DetailSections resource={resource} record={record} />
      </Card>
      {resource.detail?.progress && (
        <DetailProgress
          resource={resource}
          record={record}
          id={id}
          updatedAt={query.dataUpdatedAt}
        />
      )}
      <DetailTabs resource={resource} record={record} id={id} updatedAt={query.dataUpdatedAt} />
      <Suspense fallback={null}>
        {drawer.drawer === 'edit' && canEdit && (
          <ResourceFormDrawer resource={resource} mode="edit" id={id} onClose={drawer.close} />
        )}
      </Suspense>
    </Space>
  );
}

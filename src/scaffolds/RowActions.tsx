import { useDelete } from '@refinedev/core';
import { Button, message, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '@/access/AbilityContext';
import type { ResourceDef } from '@/engine/types';
import { ActionButtons } from './ActionButtons';
import { RowLinks } from './RowLinks';

type Row = Record<string, unknown>;

/** View, edit, delete (asking first) and the declared actions of one row. */
export function RowActions({
  resource,
  record,
  onShow,
  onEdit,
}: {
  resource: ResourceDef;
  record: Row;
  onShow: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { mutateAsync: remove, mutation } = useDelete();
  const id = record[resource.schema?.id ?? 'id'] as string | number;
  const crud = resource.crud ?? {};
  const canEdit =
    crud.edit && resource.endpoints?.update && ability.can('update', resource.subject);
  const canRemove =
    crud.remove && resource.endpoints?.remove && ability.can('delete', resource.subject);

  return (
    <Space size={4} wrap>
      {crud.show !== false && (
        <Button size="small" type="link" onClick={onShow}>
          {t('buttons.view')}
        </Button>
      )}
      {canEdit && (
        <Button size="small" type="link" onClick={onEdit}>
          {t('buttons.edit')}
        </Button>
      )}
      {canRemove && (
        <Popconfirm
          title={t('list.deleteConfirm')}
          okText={t('buttons.delete')}
          cancelText={t('buttons.cancel')}
          okButtonProps={{ danger: true, loading: mutation.isPending }}
          onConfirm={() =>
            remove({ resource: resource.name, id, successNotification: false })
              .then(() => void message.success(t('list.deleted')))
              .catch(() => undefined)
          }
        >
          <Button size="small" type="link" danger>
            {t('buttons.delete')}
          </Button>
        </Popconfirm>
      )}
      <RowLinks resource={resource} record={record} />
      <ActionButtons resource={resource} record={record} />
    </Space>
  );
}

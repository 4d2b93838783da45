import { DownOutlined } from '@ant-design/icons';
import { useDelete } from '@refinedev/core';
import { Button, Dropdown, message, Modal, Space, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppAbility } from '@/access/AbilityContext';
import type { ResourceDef } from '@/engine/types';
import { labelOf, useActionRunner } from './ActionButtons';
import { useRowLinks } from './RowLinks';

type Row = Record<string, unknown>;

/**
 * A row's actions: view and edit at hand; delete (asking first), the pages the row leads to and
 * the declared actions its state allows in a "more" menu, so long tables stay light.
 */
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
  const navigate = useNavigate();
  const ability = useAppAbility();
  const { mutateAsync: remove } = useDelete();
  const links = useRowLinks(resource, record);
  const { visible, start, busy, dialog } = useActionRunner(resource, record);
  const id = record[resource.schema?.id ?? 'id'] as string | number;
  const crud = resource.crud ?? {};
  const canEdit =
    crud.edit && resource.endpoints?.update && ability.can('update', resource.subject);
  const canRemove =
    crud.remove && resource.endpoints?.remove && ability.can('delete', resource.subject);

  const confirmRemove = () =>
    Modal.confirm({
      title: t('list.deleteConfirm'),
      okText: t('buttons.delete'),
      cancelText: t('buttons.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove({ resource: resource.name, id, successNotification: false })
          .then(() => void message.success(t('list.deleted')))
          .catch(() => undefined),
    });

  const items: MenuProps['items'] = [
    ...links.map((link) => ({ key: link.key, label: t(link.labelKey) })),
    ...visible.map(([name, action]) => ({
      key: `action:${name}`,
      label: t(labelOf(name, action)),
      danger: action.danger,
      disabled: busy === name,
    })),
    ...(canRemove ? [{ key: 'delete', label: t('buttons.delete'), danger: true }] : []),
  ];
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'delete') return confirmRemove();
    const link = links.find((l) => l.key === key);
    if (link) return void navigate(link.path);
    const action = visible.find(([name]) => `action:${name}` === key);
    if (action) start(action[0], action[1]);
  };

  return (
    <Space size={4}>
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
      {items.length > 0 && (
        <Dropdown trigger={['click']} menu={{ items, onClick: onMenu }}>
          <Button size="small" type="link" loading={busy !== null}>
            {t('list.more')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
      {dialog}
    </Space>
  );
}

import { useDelete } from '@refinedev/core';
import { message, type MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppAbility } from '@/access/AbilityContext';
import { confirm } from '@/ui/confirm';
import { LazyDropdown } from '@/ui/LazyDropdown';
import type { ResourceDef } from '@/engine/types';
import { labelOf, useActionRunner, type ActionRunner } from './ActionButtons';
import { useRowLinks, type RowLink } from './RowLinks';

/** What every row's actions need, prepared once per table (Refine hooks are not free). */
export function useRowActionsKit(resource: ResourceDef) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const { mutateAsync: remove } = useDelete();
  const linksOf = useRowLinks(resource);
  const runner = useActionRunner(resource);
  const crud = resource.crud ?? {};
  const canEdit = Boolean(
    crud.edit && resource.endpoints?.update && ability.can('update', resource.subject),
  );
  const canRemove = Boolean(
    crud.remove && resource.endpoints?.remove && ability.can('delete', resource.subject),
  );
  const confirmRemove = (id: string | number) =>
    confirm({
      title: t('list.deleteConfirm'),
      okText: t('buttons.delete'),
      cancelText: t('buttons.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove({ resource: resource.name, id, successNotification: false })
          .then(() => void message.success(t('list.deleted')))
          .catch(() => undefined),
    });
  return { t, navigate, linksOf, runner, canEdit, canRemove, confirmRemove };
}

export type RowActionsKit = ReturnType<typeof useRowActionsKit>;

function menuOf(
  t: TFunction,
  links: RowLink[],
  visible: ReturnType<ActionRunner['visibleFor']>,
  busy: string | null,
  canRemove: boolean,
): MenuProps['items'] {
  return [
    ...links.map((link) => ({ key: link.key, label: t(link.labelKey) })),
    ...visible.map(([name, action]) => ({
      key: `action:${name}`,
      label: t(labelOf(name, action)),
      danger: action.danger,
      disabled: busy === name,
    })),
    ...(canRemove ? [{ key: 'delete', label: t('buttons.delete'), danger: true }] : []),
  ];
}

/**
 * A row's actions: view and edit at hand; delete (asking first), the pages the row leads to and
 * the declared actions its state allows in a "more" menu, so long tables stay light.
 */
export function RowActions({
  resource,
  record,
  kit,
  onShow,
  onEdit,
}: {
  resource: ResourceDef;
  record: Record<string, unknown>;
  kit: RowActionsKit;
  onShow: () => void;
  onEdit: () => void;
}) {
  const { t, navigate, linksOf, runner, canEdit, canRemove, confirmRemove } = kit;
  const id = record[resource.schema?.id ?? 'id'] as string | number;
  const links = linksOf(record);
  const visible = runner.visibleFor(record);
  const items = menuOf(t, links, visible, runner.busy, canRemove);
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'delete') return void confirmRemove(id);
    const link = links.find((l) => l.key === key);
    if (link) return void navigate(link.path);
    const action = visible.find(([name]) => `action:${name}` === key);
    if (action) runner.start(action[0], action[1], record);
  };

  return (
    <span className="row-actions">
      {resource.crud?.show !== false && (
        <button type="button" className="row-action" onClick={onShow}>
          {t('buttons.view')}
        </button>
      )}
      {canEdit && (
        <button type="button" className="row-action" onClick={onEdit}>
          {t('buttons.edit')}
        </button>
      )}
      {items && items.length > 0 && (
        <LazyDropdown trigger={['click']} menu={{ items, onClick: onMenu }}>
          <button type="button" className="row-action">
            {t('list.more')} <span className="row-action-caret" aria-hidden />
          </button>
        </LazyDropdown>
      )}
    </span>
  );
}

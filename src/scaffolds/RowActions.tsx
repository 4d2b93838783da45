import { type MenuProps } from 'antd';
import type { TFunction } from '@/engine/text';
import { useTranslation } from '@/i18n/useTranslation';
import { Link, useNavigate } from 'react-router';
import { useAppAbility } from '@/auth/AbilityContext';
import { canDo } from '@/access/can';
import { crudAllows } from '@/engine/crud';
import type { ResourceDef } from '@/engine/types';
import { LazyDropdown } from '@/ui/LazyDropdown';
import { labelOf } from './actions/actionModel';
import { useActionRunner, type ActionRunner } from './actions/useActionRunner';
import { useRowLinks, type RowLink } from './RowLinks';
import { useConfirmRemove } from './actions/useConfirmRemove';

type Row = Record<string, unknown>;

/** What every row's actions need, prepared once per table (Refine hooks are not free). */
export function useRowActionsKit(resource: ResourceDef) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const linksOf = useRowLinks(resource);
  const runner = useActionRunner(resource);
  const canEdit = (record: Row) =>
    crudAllows(resource, 'edit', record) && canDo(ability, 'update', resource.subject, record);
  const canRemove = (record: Row) =>
    crudAllows(resource, 'remove', record) && canDo(ability, 'delete', resource.subject, record);
  const confirmRemove = useConfirmRemove(resource);
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
 * the declared actions its state allows in a "more" menu, so long tables stay light. Only what the
 * user may do on this record is offered.
 */
export function RowActions({
  resource,
  record,
  kit,
  detailPath,
  onShow,
  onEdit,
}: {
  resource: ResourceDef;
  record: Row;
  kit: RowActionsKit;
  /** The record's detail page, where the resource declares one: a link instead of the drawer. */
  detailPath?: string;
  onShow: () => void;
  onEdit: () => void;
}) {
  const { t, navigate, linksOf, runner, canEdit, canRemove, confirmRemove } = kit;
  const links = linksOf(record);
  const visible = runner.visibleFor(record);
  const items = menuOf(t, links, visible, runner.busy, canRemove(record));
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'delete') return confirmRemove(record);
    const link = links.find((l) => l.key === key);
    if (link) return void navigate(link.path);
    const action = visible.find(([name]) => `action:${name}` === key);
    if (action) runner.start(action[0], action[1], record);
  };

  return (
    <span className="row-actions">
      {detailPath ? (
        <Link className="row-action" to={detailPath}>
          {t('buttons.view')}
        </Link>
      ) : (
        resource.crud?.show !== false && (
          <button type="button" className="row-action" onClick={onShow}>
            {t('buttons.view')}
          </button>
        )
      )}
      {canEdit(record) && (
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

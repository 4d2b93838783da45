import type { CrudSort } from '@refinedev/core';
import { detailKeyOf, detailPathOf } from '@/engine/detailRoute';
import type { ResourceDef } from '@/engine/types';
import { useTranslation } from '@/i18n/useTranslation';
import { RowActions, useRowActionsKit } from '../RowActions';
import { arrangeColumns, useColumnPrefs } from './columnPrefs';
import type { DrawerKind } from './useDrawerParam';
import { useFieldColumns, type ListColumn } from './useFieldColumns';

type Row = Record<string, unknown>;

export const ACTIONS_COLUMN = '__actions';
/** Cells pinned to the table's start while it scrolls sideways (list.css). */
const PIN_START = 'cell-pin-start';

/**
 * A list's columns: its schema's, in the order and choice the user saved, then each row's actions
 * (which open the record's drawers or detail page).
 */
export function useListColumns(
  resource: ResourceDef,
  sorters: readonly CrudSort[],
  user: number | string | undefined,
  openDrawer: (kind: DrawerKind, id?: unknown) => void,
  isPhone: boolean,
) {
  const { t } = useTranslation();
  const schema = resource.schema!;
  const fieldColumns = useFieldColumns(schema, sorters);
  const [prefs, setPrefs] = useColumnPrefs(user, resource.name);
  const kit = useRowActionsKit(resource);
  const hasRowActions = Boolean(
    resource.crud?.show !== false ||
    resource.detail ||
    resource.crud?.edit ||
    resource.crud?.remove ||
    resource.actions,
  );
  const shown = arrangeColumns(fieldColumns, prefs);
  // The first column stays in view while the table scrolls sideways, pinned by CSS (list.css):
  // antd's `fixed` measures every cell's offset, a third of a 100-row page's render. The actions
  // are not pinned: at the end, a pinned column covers the columns beyond the card's edge before
  // any scroll (issue 39). At a phone's width nothing is pinned.
  const columns: ListColumn[] = shown.map((column, index) =>
    index === 0 && !isPhone
      ? { ...column, className: [column.className, PIN_START].filter(Boolean).join(' ') }
      : column,
  );
  if (hasRowActions) {
    columns.push({
      key: ACTIONS_COLUMN,
      title: t('list.actions'),
      className: 'row-actions-cell',
      render: (_: unknown, record: Row) => (
        <RowActions
          resource={resource}
          record={record}
          kit={kit}
          detailPath={detailPathOf(resource, detailKeyOf(resource, record))}
          onShow={() => openDrawer('show', record[schema.id])}
          onEdit={() => openDrawer('edit', record[schema.id])}
        />
      ),
    });
  }
  return { fieldColumns, columns, prefs, setPrefs, kit };
}

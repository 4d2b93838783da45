import type { TableProps } from 'antd';
import { useState, type Key } from 'react';
import type { ResourceDef } from '@/engine/types';
import { useTranslation } from '@/i18n/useTranslation';
import { useBatchRunner } from '../actions/useBatchRunner';
import { recordName } from '../titles';

type Row = Record<string, unknown>;

/** The selection column's width, in px: list.css offsets the first column by it. */
const SELECTION_WIDTH = 48;

/**
 * The rows selected for a batch action, and the batch runner: a list is selectable where batch
 * actions are declared, unless embedded.
 */
export function useListSelection(resource: ResourceDef, embedded: boolean) {
  const { t } = useTranslation();
  const schema = resource.schema!;
  const [selection, setSelection] = useState<{ keys: Key[]; rows: Row[] }>({ keys: [], rows: [] });
  const clearSelection = () => setSelection({ keys: [], rows: [] });
  const batch = useBatchRunner(resource, clearSelection);
  const selectable = !embedded && batch.offered.length > 0;
  const rowSelection: TableProps<Row>['rowSelection'] = selectable
    ? {
        // Pinned with the first column (list.css), at the width the first one's offset assumes.
        columnWidth: SELECTION_WIDTH,
        preserveSelectedRowKeys: true,
        // A screen reader names each row's box by the record it selects.
        getCheckboxProps: (record) =>
          ({ 'aria-label': t('list.selectRow', { name: recordName(schema, record) }) }) as object,
        selectedRowKeys: selection.keys,
        onChange: (keys, selectedRows) =>
          setSelection({ keys, rows: selectedRows.filter((row) => row !== undefined) }),
      }
    : undefined;
  return { selection, clearSelection, batch, selectable, rowSelection };
}

import { PlusOutlined } from '@ant-design/icons';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { Button, Space } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { canDo } from '@/access/can';
import { useAppAbility } from '@/auth/AbilityContext';
import type { ResourceDef } from '@/engine/types';
import { withViewTexts } from '@/i18n';
import { useTranslation } from '@/i18n/useTranslation';
import { ExportButton } from '../ExportButton';
import { ServerExportButton } from '../ServerExportButton';
import { orderColumns, type ColumnPrefs } from './columnPrefs';
import { LazyColumnChooser } from './LazyColumnChooser';
import type { ListColumn } from './useFieldColumns';

// Only lists that declare an import load it (and the spreadsheet library once a file is read).
const ImportButtons = lazy(withViewTexts(() => import('../imports/ImportButtons')));

/** The buttons above a list, as the user's rights allow: create, export, import, columns. */
export function ListToolbar({
  resource,
  filters,
  sorters,
  fieldColumns,
  prefs,
  onPrefsChange,
  onCreate,
}: {
  resource: ResourceDef;
  filters: CrudFilter[];
  sorters: CrudSort[];
  fieldColumns: ListColumn[];
  prefs: ColumnPrefs;
  onPrefsChange: (next: ColumnPrefs) => void;
  onCreate: () => void;
}) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const canCreate =
    resource.crud?.create &&
    resource.endpoints?.create &&
    canDo(ability, 'create', resource.subject);
  const canExport = canDo(ability, 'export', resource.subject);
  return (
    <Space wrap>
      {canCreate && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
          {t('buttons.create')}
        </Button>
      )}
      {resource.exportable && canExport && (
        <ExportButton resource={resource} filters={filters} sorters={sorters} />
      )}
      {resource.serverExport && canExport && (
        <ServerExportButton resource={resource} filters={filters} sorters={sorters} />
      )}
      {resource.imports && (
        <Suspense fallback={null}>
          <ImportButtons resource={resource} />
        </Suspense>
      )}
      <LazyColumnChooser
        columns={orderColumns(fieldColumns, prefs).map(({ key, title }) => ({
          key,
          title: title as ReactNode,
        }))}
        prefs={prefs}
        onChange={onPrefsChange}
      />
    </Space>
  );
}

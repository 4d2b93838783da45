import { DownloadOutlined } from '@ant-design/icons';
import { useDataProvider, type CrudFilter, type CrudSort } from '@refinedev/core';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import type { ResourceDef } from '@/engine/types';
import { useFeedback } from '@/ui/feedback';
import { useReferenceLabelLookup } from './references/ReferenceLabels';

/** Exports the current filtered list (every page of it) to an .xlsx file. */
export function ExportButton({
  resource,
  filters,
  sorters,
}: {
  resource: ResourceDef;
  filters: CrudFilter[];
  sorters: CrudSort[];
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const dataProvider = useDataProvider();
  const labelOf = useReferenceLabelLookup();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      // The spreadsheet's code loads with the first export, not with the list.
      const { exportList } = await import('./exportXlsx');
      const count = await exportList(
        resource,
        t,
        (currentPage, pageSize) =>
          dataProvider().getList({
            resource: resource.name,
            filters,
            sorters,
            pagination: { currentPage, pageSize },
          }),
        labelOf,
      );
      void message.success(t('list.exported', { count }));
    } catch (error) {
      // The data layer has shown why it failed; a file that could not be built is said here.
      if (error instanceof Error && error.name === 'WorkbookError')
        void message.error(t('list.exportFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {t('list.export')}
    </Button>
  );
}

import { DownloadOutlined } from '@ant-design/icons';
import { useDataProvider, type CrudFilter, type CrudSort } from '@refinedev/core';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import type { ResourceDef } from '@/engine/types';
import { useFeedback } from '@/ui/feedback';

/** The most rows one export fetches. */
export const EXPORT_MAX_ROWS = 5000;

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
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider().getList({
        resource: resource.name,
        filters,
        sorters,
        pagination: { currentPage: 1, pageSize: EXPORT_MAX_ROWS },
      });
      // The spreadsheet's code loads with the first export, not with the list.
      const { buildWorkbook, exportFileName, exportRows, saveFile } = await import('./exportXlsx');
      const title = t(`routes.${resource.name}`);
      const { header, body } = exportRows(resource.schema!, data, t);
      saveFile(await buildWorkbook(title, header, body), exportFileName(title));
      void message.success(t('list.exported', { count: body.length }));
    } catch {
      // The data layer has shown why.
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

import { DownloadOutlined } from '@ant-design/icons';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { apis } from '@/data';
import { parseEndpoint } from '@/data/contract';
import { filtersToParams, sortersToParams } from '@/data/dataProvider';
import type { ResourceDef } from '@/engine/types';
import { useFeedback } from '@/ui/feedback';

/** Downloads the backend's spreadsheet of the filtered list, under the name the backend gives. */
export function ServerExportButton({
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
  const [busy, setBusy] = useState(false);
  const download = async () => {
    const { method, path } = parseEndpoint(resource.serverExport!);
    setBusy(true);
    try {
      const { blob, fileName } = await apis[resource.service ?? 'main'].download({
        method,
        path,
        data: { ...filtersToParams(filters), ...sortersToParams(sorters) },
      });
      const { exportFileName, saveFile } = await import('./exportXlsx');
      saveFile(blob, fileName ?? exportFileName(t(`routes.${resource.name}`)));
      void message.success(t('list.downloaded'));
    } catch {
      // The data layer has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      {t('list.serverExport')}
    </Button>
  );
}

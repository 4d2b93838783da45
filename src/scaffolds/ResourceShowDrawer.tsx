import { Alert, Descriptions, Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '@/engine/types';
import { ActionButtons } from './ActionButtons';
import { FieldValue } from './fields/FieldValue';
import { labelKey, showFields } from './schemaFields';
import { useRecord } from './useRecord';

/** The details of one record, with the actions its state allows. */
export function ResourceShowDrawer({
  resource,
  id,
  onClose,
}: {
  resource: ResourceDef;
  id: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const schema = resource.schema!;
  const { record, isLoading, notFound } = useRecord(resource, id);
  return (
    <Drawer
      open
      width={560}
      title={t('form.showTitle', { name: t(`routes.${resource.name}`) })}
      onClose={onClose}
      extra={record && <ActionButtons resource={resource} record={record} />}
    >
      {notFound ? (
        <Alert type="warning" showIcon message={t('form.notFound')} />
      ) : isLoading || !record ? (
        <Skeleton active />
      ) : (
        <Descriptions column={1} bordered size="small">
          {showFields(schema).map(([name, field]) => (
            <Descriptions.Item key={name} label={t(labelKey(schema, name))}>
              <FieldValue name={name} field={field} value={record[name]} record={record} />
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </Drawer>
  );
}

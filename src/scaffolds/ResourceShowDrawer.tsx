import { useShow } from '@refinedev/core';
import { Alert, Descriptions, Drawer } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { useFocusReturn } from '@/ui/useFocusReturn';
import type { ResourceDef } from '@/engine/types';
import { stateAllows } from '@/engine/actions';
import { ActionButtons } from './actions/ActionButtons';
import { DeclaredPanel } from './panels/DeclaredPanel';
import { FieldValue } from './fields/renderers';
import { labelKey, showFields } from './schemaFields';
import { recordTitle } from './titles';
import './detail/details.css';
import { LoadingPlaceholder } from '@/ui/LoadingPlaceholder';

type Row = Record<string, unknown>;

/** The details of one record (Refine's `useShow`), with the actions its state allows. */
export default function ResourceShowDrawer({
  resource,
  id,
  onClose,
}: {
  resource: ResourceDef;
  id: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  useFocusReturn();
  const schema = resource.schema!;
  const poll = resource.show?.poll;
  const panel = resource.show?.panel;
  const { query, result } = useShow<Row>({
    resource: resource.name,
    id: id ?? undefined,
    queryOptions: {
      enabled: id !== null,
      // A record that moves by itself (a deposit being confirmed) is followed while it does.
      refetchInterval: (current) => {
        const row = current.state.data?.data;
        return poll && row && stateAllows({ call: '', when: poll.when }, row) ? poll.every : false;
      },
    },
    errorNotification: false,
  });
  const record = result;
  const notFound = id === null || (!query.isLoading && !record);
  return (
    <Drawer
      open
      width={560}
      title={recordTitle(t, schema, 'show')}
      onClose={onClose}
      extra={record && <ActionButtons resource={resource} record={record} />}
    >
      {notFound ? (
        <Alert type="warning" showIcon message={t('form.notFound')} />
      ) : query.isLoading || !record ? (
        <LoadingPlaceholder />
      ) : (
        <>
          <Descriptions column={1} bordered size="small">
            {showFields(schema).map(([name, field]) => (
              <Descriptions.Item key={name} label={t(labelKey(schema, name))}>
                <FieldValue
                  name={name}
                  field={field}
                  value={record[name]}
                  record={record}
                  label={t(labelKey(schema, name))}
                />
              </Descriptions.Item>
            ))}
          </Descriptions>
          {panel && <DeclaredPanel loader={panel} props={{ record }} />}
        </>
      )}
    </Drawer>
  );
}

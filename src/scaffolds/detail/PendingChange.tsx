import { Alert, Table } from 'antd';
import type { ChangeReviewDef, ResourceDef } from '@/engine/types';
import { useTranslation } from '@/i18n/useTranslation';
import { FieldValue } from '../fields/renderers';
import { labelKey } from '../schemaFields';
import { pendingChangeOf } from './pendingChangeModel';

type Row = Record<string, unknown>;

/**
 * An edit waiting for review (SPEC §4 "change pending review"): each changed field with its
 * current value beside the proposed one, above the record's sections, for the reviewer who
 * confirms or refuses it with the page's actions.
 */
export function PendingChange({
  resource,
  review,
  record,
}: {
  resource: ResourceDef;
  review: ChangeReviewDef;
  record: Row;
}) {
  const { t } = useTranslation();
  const schema = resource.schema!;
  const change = pendingChangeOf(schema, review, record);
  if (!change) return null;
  const value = (name: string, values: Row) => (
    <FieldValue
      name={name}
      field={schema.fields[name]}
      value={values[name]}
      record={values}
      label={t(labelKey(schema, name))}
    />
  );
  return (
    <section className="pending-change" data-testid="pending-change">
      <Alert type="warning" showIcon message={t('detail.pendingChange')} />
      <Table<{ name: string }>
        size="small"
        bordered
        pagination={false}
        rowKey="name"
        dataSource={change.fields.map((name) => ({ name }))}
        columns={[
          {
            key: 'field',
            title: t('detail.changedField'),
            render: (_, { name }) => t(labelKey(schema, name)),
          },
          {
            key: 'current',
            title: t('detail.currentValue'),
            render: (_, { name }) => value(name, record),
          },
          {
            key: 'proposed',
            title: t('detail.proposedValue'),
            render: (_, { name }) => <strong>{value(name, change.proposed)}</strong>,
          },
        ]}
      />
    </section>
  );
}

import { Descriptions } from 'antd';
import type { FieldDef, ResourceDef } from '@/engine/types';
import { recordShapeOf } from '@/data/resourceRegistry';
import { normaliseRecord } from '@/data/normalise';
import { useTranslation } from '@/i18n/useTranslation';
import { renderFieldValue } from '../fields/renderers';

/**
 * What an action answered, as the fields its `shows` lists (a registration check's result and
 * remark): read by the resource's schema, so an answer that is not a record, or a value of the
 * wrong kind, shows "—" instead of breaking the dialog; each value drawn as its type draws it.
 */
export function ActionAnswerFields({
  resource,
  fields,
  answer,
}: {
  resource: ResourceDef;
  fields: readonly string[];
  answer: unknown;
}) {
  const { t } = useTranslation();
  const schema = resource.schema;
  const defs = schema?.fields ?? {};
  const shape = recordShapeOf(
    Object.fromEntries(
      fields.flatMap((name): [string, FieldDef][] => (defs[name] ? [[name, defs[name]]] : [])),
    ),
  );
  const record = normaliseRecord(shape, (answer as { data?: unknown } | undefined)?.data) ?? {};
  const entity = schema?.entity ?? resource.name;
  return (
    <Descriptions column={1} size="small" data-testid="action-answer">
      {fields.map((name) => {
        const field = defs[name];
        const value = record[name];
        const shown =
          field && value !== undefined && value !== null && value !== ''
            ? renderFieldValue({ name, field, value, record, t })
            : null;
        return (
          <Descriptions.Item key={name} label={t(`fields.${entity}.${name}`)}>
            {shown ?? '—'}
          </Descriptions.Item>
        );
      })}
    </Descriptions>
  );
}

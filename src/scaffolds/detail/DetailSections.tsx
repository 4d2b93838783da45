import { Descriptions } from 'antd';
import type { ResourceDef } from '@/engine/types';
import { useTranslation } from '@/i18n/useTranslation';
import { FieldValue } from '../fields/renderers';
import { labelKey } from '../schemaFields';
import './details.css';

type Row = Record<string, unknown>;

/** A record's fields in the titled sections its `detail` declares (unknown fields left out). */
export function DetailSections({ resource, record }: { resource: ResourceDef; record: Row }) {
  const { t } = useTranslation();
  const schema = resource.schema!;
  return (
    <>
      {(resource.detail?.sections ?? []).map((section) => (
        <Descriptions
          key={section.title}
          title={t(section.title)}
          bordered
          size="small"
          column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
          style={{ marginBottom: 16 }}
          items={section.fields
            .filter((name) => schema.fields[name])
            .map((name) => ({
              key: name,
              label: t(labelKey(schema, name)),
              children: (
                <FieldValue
                  name={name}
                  field={schema.fields[name]}
                  value={record[name]}
                  record={record}
                  label={t(labelKey(schema, name))}
                />
              ),
            }))}
        />
      ))}
    </>
  );
}

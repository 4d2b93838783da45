import { Button, Card } from 'antd-mobile';
import type { ResourceDef } from '@/engine/types';
import { useTranslation } from '@/i18n/useTranslation';
import { recordName } from '@/scaffolds/actions/actionModel';
import { labelKey, listFields } from '@/scaffolds/schemaFields';
import { H5FieldText } from './H5FieldText';

type Row = Record<string, unknown>;

interface Props {
  resource: ResourceDef;
  record: Row;
  /** Opens the record's actions; absent when it offers none. */
  onActions?: () => void;
}

/** A record as a card: the fields its list shows, label and value, and a button to its actions. */
export function H5RecordCard({ resource, record, onActions }: Props) {
  const { t } = useTranslation();
  const schema = resource.schema!;
  const name = recordName(resource, record);
  return (
    <Card
      className="h5-card"
      title={<h2 className="h5-card-title">{name}</h2>}
      extra={
        onActions && (
          <Button size="small" onClick={onActions} aria-label={`${t('list.actions')}: ${name}`}>
            {t('list.actions')}
          </Button>
        )
      }
    >
      <dl className="h5-fields">
        {listFields(schema).map(([field, def]) => {
          const label = t(labelKey(schema, field));
          return (
            <div key={field} className="h5-field">
              <dt>{label}</dt>
              <dd>
                <H5FieldText name={field} field={def} record={record} label={label} />
              </dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}

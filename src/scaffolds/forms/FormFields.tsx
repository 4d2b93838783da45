import { Form } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { FieldInput } from '../fields/inputs';
import { currencyFieldOf, currencyOf } from '../fields/money';
import { rulesFor } from '../formRules';
import { formOptions, type FieldEntry } from '../schemaFields';
import { ListField } from './ListField';

type Row = Record<string, unknown>;

/**
 * The items of a generated form: each field's label, input and validation (SPEC §5), read-only
 * where it cannot change once the record exists. An amount shows the currency chosen in the form
 * now, and follows it when changed.
 */
export function FormFields({
  fields,
  labelOf,
  record,
  readOnly = () => false,
}: {
  fields: readonly FieldEntry[];
  labelOf: (name: string, field: FieldEntry[1]) => string;
  record?: Row;
  readOnly?: (name: string) => boolean;
}) {
  const { t } = useTranslation();
  return fields.map(([name, field]) => {
    const key = labelOf(name, field);
    const options = formOptions(field) ?? {};
    if (field.type === 'list') {
      return (
        <ListField
          key={name}
          name={name}
          path={[name]}
          field={field}
          labelKey={key}
          disabled={readOnly(name)}
        />
      );
    }
    const item = (currency?: string) => (
      <Form.Item
        key={name}
        name={name}
        label={t(key)}
        required={Boolean(options.required || options.nonZero)}
        rules={rulesFor(field, key)}
        dependencies={options.minBy ? [options.minBy.field] : undefined}
      >
        <FieldInput field={field} disabled={readOnly(name)} currency={currency} record={record} />
      </Form.Item>
    );
    const source = currencyFieldOf(field);
    if (!source) return item(currencyOf(field, record ?? {}));
    return (
      <Form.Item key={name} noStyle dependencies={[source]}>
        {({ getFieldValue }) =>
          item(currencyOf(field, { [source]: getFieldValue(source) ?? record?.[source] }))
        }
      </Form.Item>
    );
  });
}

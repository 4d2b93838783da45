import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDef, SchemaDef } from '@/engine/types';
import { LazyDateRangeInput, LazyMonthInput } from './fields/LazyDateRangeInput';
import { EnumSelect } from './fields/EnumSelect';
import { ClientSearchSelect } from './references/ClientSearchSelect';
import { ReferenceSelect } from './references/ReferenceSelect';
import { filterFields, labelKey } from './schemaFields';
import type { ListState } from './listState';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- antd form values of mixed types
type FormValues = Record<string, any>;

/** Filters shown before "more filters" is opened. */
export const VISIBLE_FILTERS = 4;

const isRange = (field: FieldDef) => field.type === 'date' || field.type === 'datetime';
/** Months travel as 'YYYY-MM' text, which the backend matches exactly. */
const MONTH = 'YYYY-MM';

function toFormValues(schema: SchemaDef, filters: ListState['filters']): FormValues {
  const values: FormValues = {};
  for (const [name, value] of Object.entries(filters)) {
    const field = schema.fields[name];
    if (!field) continue;
    if (isRange(field) && Array.isArray(value)) {
      values[name] = value.map((day) => (day ? dayjs(day) : null));
    } else if (field.type === 'month' && typeof value === 'string') {
      const month = dayjs(value);
      if (month.isValid()) values[name] = month;
    } else if (field.type === 'reference' && field.ref !== 'client') {
      values[name] = /^\d+$/.test(String(value)) ? Number(value) : value;
    } else {
      values[name] = value;
    }
  }
  return values;
}

function toFilters(schema: SchemaDef, values: FormValues): ListState['filters'] {
  const filters: ListState['filters'] = {};
  for (const [name, value] of Object.entries(values)) {
    const field = schema.fields[name];
    if (value === undefined || value === null || value === '' || !field) continue;
    if (isRange(field) && Array.isArray(value)) {
      const days = (value as (Dayjs | null)[]).map((d) => (d ? d.format('YYYY-MM-DD') : ''));
      if (days.some(Boolean)) filters[name] = days;
    } else if (field.type === 'month' && dayjs.isDayjs(value)) {
      filters[name] = value.format(MONTH);
    } else if (typeof value === 'string') {
      if (value.trim()) filters[name] = value.trim();
    } else {
      filters[name] = String(value);
    }
  }
  return filters;
}

/** The control of one filter; Form.Item hands it `value`, `onChange` and `id`, passed on. */
function FilterControl({
  field,
  label,
  ...control
}: {
  field: FieldDef;
  label: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const props = { ...control, 'aria-label': label } as Record<string, unknown>;
  if (field.filter === 'search' || (field.type === 'reference' && field.ref === 'client')) {
    return <ClientSearchSelect {...props} />;
  }
  if (field.type === 'enum') {
    return <EnumSelect enumDef={field.enum} asText style={{ width: 180 }} {...props} />;
  }
  if (field.type === 'reference') {
    return <ReferenceSelect reference={field.ref!} style={{ width: 200 }} {...props} />;
  }
  if (isRange(field)) return <LazyDateRangeInput {...(control as object)} />;
  if (field.type === 'month') return <LazyMonthInput {...(props as object)} />;
  return <Input allowClear placeholder={t('list.enter')} style={{ width: 180 }} {...props} />;
}

/** The filter form of a list, generated from the schema's filter fields. */
export function FilterForm({
  schema,
  filters,
  onSearch,
}: {
  schema: SchemaDef;
  filters: ListState['filters'];
  onSearch: (filters: ListState['filters']) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const fields = filterFields(schema);
  // A filter in use is never hidden: open the rest when one of them holds a value.
  const usedHidden = fields.slice(VISIBLE_FILTERS).some(([name]) => filters[name] !== undefined);
  const [expanded, setExpanded] = useState(usedHidden);
  const shown = expanded || usedHidden ? fields : fields.slice(0, VISIBLE_FILTERS);

  // Follows the URL's filters when they really change (not on every URL change, which would wipe
  // what is being typed while, say, a drawer closes).
  const applied = JSON.stringify(filters);
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toFormValues(schema, JSON.parse(applied) as ListState['filters']));
  }, [form, schema, applied]);

  if (!fields.length) return null;
  return (
    <Form
      form={form}
      layout="inline"
      name={`filters-${schema.entity}`}
      onFinish={(values) => onSearch(toFilters(schema, values))}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {shown.map(([name, field]) => (
        <Form.Item key={name} name={name} label={t(labelKey(schema, name))}>
          <FilterControl field={field} label={t(labelKey(schema, name))} />
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('list.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('list.reset')}
          </Button>
          {fields.length > VISIBLE_FILTERS && (
            <Button
              type="link"
              onClick={() => setExpanded(!expanded)}
              icon={expanded ? <UpOutlined /> : <DownOutlined />}
              iconPosition="end"
            >
              {t(expanded ? 'list.fewerFilters' : 'list.moreFilters')}
            </Button>
          )}
        </Space>
      </Form.Item>
    </Form>
  );
}

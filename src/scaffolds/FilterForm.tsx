import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { Button, Form, Space } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import type { SchemaDef } from '@/engine/types';
import { FilterInput, fromFilterValue, toFilterValue } from './fields/filterInputs';
import { crudFiltersOf, filterValuesOf, urlFilterFields, type FilterValues } from './listState';
import { labelKey } from './schemaFields';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- antd form values of mixed types
type FormValues = Record<string, any>;

/** Filters shown before "more filters" is opened. */
export const VISIBLE_FILTERS = 4;

/**
 * The filter form of a list, generated from the schema's filter fields. It shows the filters the
 * list applies (from its URL) and hands Refine's `useTable` the filters it is submitted with.
 */
export function FilterForm({
  schema,
  filters,
  onSearch,
  extra,
}: {
  schema: SchemaDef;
  filters: readonly CrudFilter[];
  onSearch: (filters: CrudFilter[]) => void;
  /** Shown beside the filters' buttons (the saved views), or alone when there are no filters. */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const fields = useMemo(() => urlFilterFields(schema), [schema]);
  const applied = useMemo(() => filterValuesOf(schema, filters), [schema, filters]);
  // A filter in use is never hidden: open the rest when one of them holds a value.
  const usedHidden = fields.slice(VISIBLE_FILTERS).some(([name]) => applied[name] !== undefined);
  const [expanded, setExpanded] = useState(usedHidden);
  const shown = expanded || usedHidden ? fields : fields.slice(0, VISIBLE_FILTERS);

  // Follows the applied filters when they really change (not on every render, which would wipe
  // what is being typed).
  const appliedKey = JSON.stringify(applied);
  useEffect(() => {
    const values = JSON.parse(appliedKey) as FilterValues;
    form.resetFields();
    form.setFieldsValue(
      Object.fromEntries(
        fields
          .filter(([name]) => values[name] !== undefined)
          .map(([name, field]) => [name, fromFilterValue(field, values[name])]),
      ),
    );
  }, [form, fields, appliedKey]);

  const submit = (values: FormValues) => {
    const next: FilterValues = {};
    for (const [name, field] of fields) {
      const value = toFilterValue(field, values[name]);
      if (value !== undefined) next[name] = value;
    }
    onSearch(crudFiltersOf(schema, next));
  };

  if (!fields.length) return extra ? <div style={{ marginBottom: 16 }}>{extra}</div> : null;
  return (
    <Form
      form={form}
      layout="inline"
      name={`filters-${schema.entity}`}
      onFinish={submit}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      {shown.map(([name, field]) => (
        <Form.Item key={name} name={name} label={t(labelKey(schema, name))}>
          <FilterInput field={field} aria-label={t(labelKey(schema, name))} />
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
              onSearch([]);
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
          {extra}
        </Space>
      </Form.Item>
    </Form>
  );
}

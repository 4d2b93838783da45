import { Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '@/i18n/useTranslation';
import { fieldTypeOf, registerFieldType, type FieldInputProps } from '@/engine/fieldTypes';
import { referenceSource } from '@/engine/references';
import type { FieldDef } from '@/engine/types';
import { ReferenceSelect } from '../references/ReferenceSelect';
import { SearchedTextFilter } from '../references/SearchedTextFilter';
import { bound } from './boundProps';
import { formOptions } from '../schemaFields';
import { EnumSelect } from './EnumSelect';
import { LazyDateRangeInput, LazyMonthInput } from './LazyDateRangeInput';

// The filter inputs of the built-in field types (src/engine/fieldTypes.ts holds the types), and
// how a filter's value travels between its input and the list's URL. Loaded with the list page.

type Props = FieldInputProps;
const DAY = 'YYYY-MM-DD';
const MONTH = 'YYYY-MM';

function TextFilter(props: Props) {
  const { t } = useTranslation();
  return (
    <Input allowClear placeholder={t('list.enter')} style={{ width: 180 }} {...bound(props)} />
  );
}

function EnumFilter(props: Props) {
  return (
    <EnumSelect
      enumDef={props.field.enum}
      asText
      mode={formOptions(props.field)?.multiple ? 'multiple' : undefined}
      style={{ width: 180 }}
      {...bound(props)}
    />
  );
}

function ReferenceFilter(props: Props) {
  const ref = props.field.ref!;
  // A searched list (clients) keeps the search selector's own width (SPEC §9).
  const style = referenceSource(ref).search ? undefined : { width: 200 };
  return <ReferenceSelect reference={ref} style={style} {...bound(props)} />;
}

function BooleanFilter(props: Props) {
  const { t } = useTranslation();
  return (
    <Select
      allowClear
      placeholder={t('list.select')}
      style={{ width: 120 }}
      virtual={false}
      options={[
        { value: '1', label: t('common.yes') },
        { value: '0', label: t('common.no') },
      ]}
      {...bound(props)}
    />
  );
}

function RangeFilter(props: Props) {
  return <LazyDateRangeInput {...bound(props)} />;
}

function MonthFilter(props: Props) {
  return <LazyMonthInput {...bound(props)} />;
}

const dayOf = (text: string) => (text ? dayjs(text) : null);

for (const type of ['text', 'textarea', 'email', 'mobile', 'number', 'money', 'percent', 'tags'])
  registerFieldType(type, { FilterInput: TextFilter });
registerFieldType('enum', { FilterInput: EnumFilter });
registerFieldType('reference', {
  FilterInput: ReferenceFilter,
  // Options hold numeric ids: a value read from the URL must match them.
  fromFilter: (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
});
registerFieldType('boolean', { FilterInput: BooleanFilter });
for (const type of ['date', 'datetime']) {
  registerFieldType(type, {
    FilterInput: RangeFilter,
    fromFilter: (value) => (Array.isArray(value) ? value.map(dayOf) : null),
    toFilter: (value) => {
      if (!Array.isArray(value)) return undefined;
      const days = (value as (Dayjs | null)[]).map((day) => (day ? day.format(DAY) : ''));
      return days.some(Boolean) ? days : undefined;
    },
  });
}
registerFieldType('month', {
  FilterInput: MonthFilter,
  fromFilter: (value) => {
    const month = typeof value === 'string' ? dayjs(value) : null;
    return month?.isValid() ? month : null;
  },
  toFilter: (value) => (dayjs.isDayjs(value) ? (value as Dayjs).format(MONTH) : undefined),
});

/** The filter's value from its input (trimmed text; arrays of text), or undefined when empty. */
export function toFilterValue(field: FieldDef, value: unknown): string | string[] | undefined {
  const { toFilter } = fieldTypeOf(field);
  if (toFilter) return toFilter(value, field);
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.length ? value.map(String) : undefined;
  const text = String(value).trim();
  return text ? text : undefined;
}

/** A filter's value (as the URL holds it) as its input holds it. */
export function fromFilterValue(field: FieldDef, value: string | string[]): unknown {
  const { fromFilter } = fieldTypeOf(field);
  return fromFilter ? fromFilter(value, field) : value;
}

/** The control of one filter; Form.Item hands it `value`, `onChange` and `id`, passed on. */
export function FilterInput(props: Props) {
  const type = fieldTypeOf(props.field);
  // A text whose values the backend suggests as it is typed (client names).
  if (props.field.filter === 'search' && props.field.type !== 'reference' && props.field.ref)
    return <SearchedTextFilter {...props} />;
  // A declared type without a filter input of its own is filtered with its form input.
  const Control = type.FilterInput ?? type.Input ?? TextFilter;
  return <Control {...props} />;
}

import dayjs, { type Dayjs } from 'dayjs';
import type { SchemaDef } from '@/engine/types';
import { parseDate } from './fields/format';
import { formFields, formOptions } from './schemaFields';

type Values = Record<string, unknown>;

const dateFormats = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  month: 'YYYY-MM',
} as const;

/** A record (or nothing, for a new one) as the values of its form. */
export function toFormValues(schema: SchemaDef, mode: 'create' | 'edit', record?: Values): Values {
  const values: Values = {};
  for (const [name, field] of formFields(schema, mode)) {
    const raw = record ? record[name] : formOptions(field)?.initial;
    if (raw === undefined || raw === null) continue;
    if (field.type === 'date' || field.type === 'datetime' || field.type === 'month') {
      values[name] = parseDate(raw);
    } else if (field.type === 'money' || field.type === 'percent') {
      values[name] = String(raw);
    } else {
      values[name] = raw;
    }
  }
  return values;
}

/** Form values as sent to the backend: dates as text, text trimmed, amounts as typed. */
export function toPayload(schema: SchemaDef, mode: 'create' | 'edit', values: Values): Values {
  const payload: Values = {};
  for (const [name, field] of formFields(schema, mode)) {
    const value = values[name];
    if (value === undefined) continue;
    if (dayjs.isDayjs(value)) {
      const format = dateFormats[field.type as keyof typeof dateFormats] ?? dateFormats.date;
      payload[name] = (value as Dayjs).format(format);
    } else if (typeof value === 'string') {
      payload[name] = value.trim();
    } else {
      payload[name] = value;
    }
  }
  return payload;
}

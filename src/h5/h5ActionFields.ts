import { useEffect, useState } from 'react';
import { dataProvider } from '@/data';
import { fieldTypeOf } from '@/engine/fieldTypes';
import {
  referenceLabel,
  referenceResourceName,
  referenceSource,
  type ReferenceSource,
} from '@/engine/references';
import type { ActionDef, FieldDef } from '@/engine/types';
import type { FieldEntry } from '@/scaffolds/schemaFields';

/** The field types a phone asks for in an action's form (others stay on the desktop's form). */
const typed = new Set([
  'text',
  'textarea',
  'email',
  'mobile',
  'number',
  'money',
  'decimal',
  'percent',
]);

const multiple = (field: FieldDef) =>
  typeof field.form === 'object' && Boolean(field.form.multiple);

/** How the phone's action form asks for a field, or null when it cannot. */
export function mobileFieldInputOf(field: FieldDef): 'text' | 'area' | 'choice' | 'option' | null {
  if (field.type === 'textarea') return 'area';
  if (typed.has(field.type)) return 'text';
  if (field.type === 'enum' && field.enum && !multiple(field)) return 'choice';
  // A whole option list (not one searched by keyword, such as clients).
  if (field.type === 'reference' && field.ref && !multiple(field)) {
    return referenceSource(field.ref).search ? null : 'option';
  }
  return null;
}

/** Whether a phone can run an action: it asks nothing, a reason, or only fields it can ask for. */
export const runsOnPhone = (action: ActionDef) =>
  Object.values(action.fields ?? {}).every((field) => mobileFieldInputOf(field) !== null);

/** The values options were read with, by option list and the text a select holds. */
const rawValues = new Map<string, Map<string, unknown>>();

/**
 * What the phone's form sends, as the desktop's form does: text trimmed, whole numbers as
 * numbers, amounts as typed text, a choice and an option as the value they were declared or
 * read with (a number stays a number).
 */
export function mobilePayload(fields: readonly FieldEntry[], values: Record<string, unknown>) {
  const payload: Record<string, unknown> = {};
  for (const [name, field] of fields) {
    const entered = Array.isArray(values[name]) ? values[name][0] : values[name];
    if (entered === undefined || entered === null) continue;
    const text = String(entered).trim();
    if (text === '') continue;
    if (field.type === 'enum') {
      payload[name] = field.enum?.options.find((option) => String(option.value) === text)?.value;
    } else if (field.type === 'reference') {
      payload[name] = rawValues.get(field.ref ?? '')?.get(text) ?? text;
    } else payload[name] = fieldTypeOf(field).storage === 'number' ? Number(text) : text;
  }
  return payload;
}

interface Option {
  value: string;
  label: string;
}

const fixedFilters = (source: ReferenceSource) =>
  Object.entries(source.params ?? {}).map(([field, value]) => ({
    field,
    operator: 'eq' as const,
    value,
  }));

const loaded = new Map<string, Promise<Option[]>>();

/** A whole option list, through the data provider (its rights and endpoints), once per page. */
function loadOptions(name: string, language: 'cn' | 'en'): Promise<Option[]> {
  const key = `${name}:${language}`;
  let options = loaded.get(key);
  if (!options) {
    const source = referenceSource(name);
    options = dataProvider
      .getList({
        resource: referenceResourceName(name),
        pagination: { currentPage: 1, pageSize: source.pageSize ?? 2000, mode: 'server' },
        filters: fixedFilters(source),
      })
      .then(({ data }) => {
        const raw = new Map<string, unknown>();
        rawValues.set(name, raw);
        return (Array.isArray(data) ? (data as Record<string, unknown>[]) : [])
          .filter((record) => record && record[source.value] !== undefined)
          .map((record) => {
            raw.set(String(record[source.value]), record[source.value]);
            return {
              value: String(record[source.value]),
              label: referenceLabel(source, record, language),
            };
          });
      });
    options.catch(() => loaded.delete(key));
    loaded.set(key, options);
  }
  return options;
}

/** The options of a reference field; empty while they load or when the call failed. */
export function useMobileOptions(name: string, language: 'cn' | 'en'): Option[] | null {
  const [options, setOptions] = useState<Option[] | null>(null);
  useEffect(() => {
    let alive = true;
    loadOptions(name, language).then(
      (list) => alive && setOptions(list),
      () => alive && setOptions([]),
    );
    return () => {
      alive = false;
    };
  }, [name, language]);
  return options;
}

import { useEffect, useState } from 'react';
import { dataProvider, mainApi } from '@/data';
import { session } from '@/auth/session';
import { groupRecords, groupsQueryKey, userParamsOf } from '@/scaffolds/references/groupedOptions';
import {
  referenceLabel,
  referenceResourceName,
  referenceSource,
  type ReferenceSource,
} from '@/engine/references';

// The option lists of references on a phone (a card's labels, a value form's selects): whole
// lists through the data provider (its rights and endpoints), once per page, as the desktop's
// selects load them (src/scaffolds/references/useReferenceSelect.ts, through Refine's antd hook,
// which the mobile pages do without).

/** The values options were read with, by option list and the text a select holds. */
const rawValues = new Map<string, Map<string, unknown>>();

/** An option's value as it was read (a number stays a number), from the text a select holds. */
export const rawOptionValue = (name: string, text: string): unknown =>
  rawValues.get(name)?.get(text) ?? text;

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
const groupsLoaded = new Map<string, Promise<unknown>>();

/** An answer of groups (listV2), once per page for every option list it feeds. */
function loadGroups(source: ReferenceSource): Promise<unknown> {
  const params = userParamsOf(source, session.getUser());
  const key = JSON.stringify(groupsQueryKey(source, params));
  let groups = groupsLoaded.get(key);
  if (!groups) {
    groups = mainApi.call<unknown>(source.endpoint, params);
    groups.catch(() => groupsLoaded.delete(key));
    groupsLoaded.set(key, groups);
  }
  return groups;
}

/** A whole option list, through the data provider (its rights and endpoints), once per page. */
function loadOptions(name: string, language: 'cn' | 'en'): Promise<Option[]> {
  const key = `${name}:${language}`;
  let options = loaded.get(key);
  if (!options) {
    const source = referenceSource(name);
    // Staff of a role: their group of the one answer of groups (listV2), asked once per page.
    const records: Promise<unknown[]> = source.group
      ? loadGroups(source).then((groups) => groupRecords(source, groups))
      : dataProvider
          .getList({
            resource: referenceResourceName(name),
            pagination: { currentPage: 1, pageSize: source.pageSize ?? 2000, mode: 'server' },
            filters: fixedFilters(source),
          })
          .then(({ data }) => data);
    options = records.then((data) => {
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

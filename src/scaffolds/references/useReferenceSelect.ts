import { useSelect } from '@refinedev/antd';
import { useMemo, useState } from 'react';
import type { BaseRecord, CrudFilter } from '@refinedev/core';
import type { Language } from '@/data/contract';
import { useTranslation } from '@/i18n/useTranslation';
import {
  referenceLabel,
  referenceResourceName,
  referenceSource,
  type ReferenceSource,
} from '@/engine/references';
import { useGroupedRecords } from './groupedOptions';

/** A list fetched whole stays for the session (until logout or an identity switch). */
const forTheSession = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY };

const fixedFilters = (source: ReferenceSource): CrudFilter[] =>
  Object.entries(source.params ?? {}).map(([field, value]) => ({ field, operator: 'eq', value }));

type Translate = Pick<ReturnType<typeof useTranslation>, 't' | 'i18n'>;

/** An option's label: the console's own words for it where `labelKey` has them, else the record's. */
const labelIn =
  (source: ReferenceSource, language: Language, { t, i18n }: Translate) =>
  (record: BaseRecord) => {
    const key = source.labelKey && `${source.labelKey}.${String(record[source.value])}`;
    return key && i18n.exists(key) ? t(key) : referenceLabel(source, record, language);
  };

const optionOf = (source: ReferenceSource, language: Language, translate: Translate) => ({
  optionValue: (record: BaseRecord) => record[source.value] as string,
  optionLabel: labelIn(source, language, translate),
});

/** An option of a list: its value, its label, and its own number where the list declares one. */
export interface ReferenceOption {
  value: string | number;
  label: string;
  number?: string;
}

const NO_OPTIONS: ReferenceOption[] = [];

/** An option's number (`number`), as text; undefined without one. */
function numberOf(source: ReferenceSource, record: BaseRecord | undefined): string | undefined {
  const number = source.number && record ? record[source.number] : undefined;
  return typeof number === 'string' || typeof number === 'number' ? String(number) : undefined;
}

/** Refine's options with each one's number, read from the records they were made of. */
function withNumbers(
  source: ReferenceSource,
  options: readonly { value?: unknown; label?: unknown }[] | undefined,
  records: readonly BaseRecord[] | undefined,
): ReferenceOption[] {
  const byValue = new Map((records ?? []).map((record) => [String(record[source.value]), record]));
  return (options ?? []).map((option) => {
    const number = numberOf(source, byValue.get(String(option.value)));
    const plain = { value: option.value as string, label: String(option.label ?? '') };
    return number === undefined ? plain : { ...plain, number };
  });
}

/** The interface's language: options are labelled in it, and again when it changes. */
function useLanguage(): { language: Language; translate: Translate } {
  const translate = useTranslation();
  return { language: translate.i18n.language === 'en' ? 'en' : 'cn', translate };
}

/**
 * A whole option list through Refine's `useSelect`: fetched once, when first wanted, as one page
 * of the size SPEC §9 gives (2000 staff, 3000 media agents…), then filtered in the browser by
 * label: antd's Select draws a virtual list, so thousands of options open and filter at once.
 * Every select and label of one list shares its single query.
 */
export function useReferenceSelect(
  name: string,
  enabled = true,
): { options: ReferenceOption[]; loading: boolean } {
  const source = referenceSource(name);
  const { language, translate } = useLanguage();
  const grouped = source.group !== undefined;
  const { selectProps, query } = useSelect<BaseRecord>({
    resource: referenceResourceName(name),
    ...optionOf(source, language, translate),
    filters: fixedFilters(source),
    pagination: { currentPage: 1, pageSize: source.pageSize ?? 2000, mode: 'server' },
    queryOptions: { ...forTheSession, enabled: enabled && !source.search && !grouped },
    successNotification: false,
    errorNotification: false,
  });
  // Staff of a role: their group of the one shared answer (listV2), not a call of their own.
  const group = useGroupedRecords(source, enabled && grouped);
  const { t, i18n } = translate;
  const groupOptions = useMemo(() => {
    const label = labelIn(source, language, { t, i18n });
    return group.records.map((record) => {
      const number = numberOf(source, record);
      const option = { value: record[source.value] as string, label: label(record) };
      return number === undefined ? option : { ...option, number };
    });
  }, [group.records, source, language, t, i18n]);
  const listed = selectProps.options;
  const records = query.data?.data;
  // Kept between renders: the cells' labels follow these options (ReferenceLabels).
  const options = useMemo(() => withNumbers(source, listed, records), [source, listed, records]);
  if (grouped) return { options: groupOptions, loading: group.loading };
  return { options, loading: query.isLoading && enabled };
}

/**
 * A searched option list (clients by keyword, SPEC §5, §9): Refine's `useSelect` debounces what
 * is typed (300 ms) and asks by keyword; nothing is asked for until some text is typed.
 */
export function useSearchedReference(name: string, debounce: number) {
  const source = referenceSource(name);
  const [keyword, setKeyword] = useState('');
  const { language, translate } = useLanguage();
  const { selectProps, query } = useSelect<BaseRecord>({
    resource: referenceResourceName(name),
    ...optionOf(source, language, translate),
    filters: fixedFilters(source),
    debounce,
    onSearch: (value) => {
      const text = value.trim();
      setKeyword(text);
      return text ? [{ field: source.search!, operator: 'eq', value: text }] : [];
    },
    pagination: { mode: 'off' },
    queryOptions: { enabled: keyword !== '' },
    successNotification: false,
    errorNotification: false,
  });
  const listed = selectProps.options;
  const records = query.data?.data;
  const options = useMemo(() => withNumbers(source, listed, records), [source, listed, records]);
  return {
    options: keyword ? options : NO_OPTIONS,
    onSearch: selectProps.onSearch,
    loading: keyword !== '' && query.isFetching,
  };
}

import { useSelect } from '@refinedev/antd';
import { useState } from 'react';
import type { BaseRecord, CrudFilter } from '@refinedev/core';
import type { Language } from '@/data/contract';
import { useTranslation } from '@/i18n/useTranslation';
import {
  referenceLabel,
  referenceResourceName,
  referenceSource,
  type ReferenceSource,
} from '@/engine/references';

/** A list fetched whole stays for the session (until logout or an identity switch). */
const forTheSession = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY };

const fixedFilters = (source: ReferenceSource): CrudFilter[] =>
  Object.entries(source.params ?? {}).map(([field, value]) => ({ field, operator: 'eq', value }));

const optionOf = (source: ReferenceSource, language: Language) => ({
  optionValue: (record: BaseRecord) => record[source.value] as string,
  optionLabel: (record: BaseRecord) => referenceLabel(source, record, language),
});

/** The interface's language: options are labelled in it, and again when it changes. */
function useLanguage(): Language {
  return useTranslation().i18n.language === 'en' ? 'en' : 'cn';
}

/**
 * A whole option list through Refine's `useSelect`: fetched once, when first wanted, as one page
 * of the size SPEC §9 gives (2000 staff, 3000 media agents…), then filtered in the browser by
 * label: antd's Select draws a virtual list, so thousands of options open and filter at once.
 * Every select and label of one list shares its single query.
 */
export function useReferenceSelect(name: string, enabled = true) {
  const source = referenceSource(name);
  const language = useLanguage();
  const { selectProps, query } = useSelect<BaseRecord>({
    resource: referenceResourceName(name),
    ...optionOf(source, language),
    filters: fixedFilters(source),
    pagination: { currentPage: 1, pageSize: source.pageSize ?? 2000, mode: 'server' },
    queryOptions: { ...forTheSession, enabled: enabled && !source.search },
    successNotification: false,
    errorNotification: false,
  });
  return { options: selectProps.options ?? [], loading: query.isLoading && enabled };
}

/**
 * A searched option list (clients by keyword, SPEC §5, §9): Refine's `useSelect` debounces what
 * is typed (300 ms) and asks by keyword; nothing is asked for until some text is typed.
 */
export function useSearchedReference(name: string, debounce: number) {
  const source = referenceSource(name);
  const [keyword, setKeyword] = useState('');
  const language = useLanguage();
  const { selectProps, query } = useSelect<BaseRecord>({
    resource: referenceResourceName(name),
    ...optionOf(source, language),
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
  return {
    options: keyword ? (selectProps.options ?? []) : [],
    onSearch: selectProps.onSearch,
    loading: keyword !== '' && query.isFetching,
  };
}

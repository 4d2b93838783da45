import { Select, Spin, type SelectProps } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { referenceSource } from '@/engine/references';
import { useNumberedOptions } from './numberedOptions';
import { useSearchedReference } from './useReferenceSelect';
import { virtualFor } from '../fields/selectVirtual';

/** Client search (SPEC §5, §9): only non-empty text is searched, debounced 300 ms; width 280. */
export const CLIENT_SEARCH_DEBOUNCE_MS = 300;
export const CLIENT_SELECT_WIDTH = 280;

/** What the select asks for: a client, or a name (and a number where the list has them). */
function placeholderOf(reference: string): string {
  if (reference === 'client') return 'list.searchClient';
  return referenceSource(reference).number ? 'list.searchByNameOrNumber' : 'list.searchByName';
}

/**
 * A select that searches its option list by keyword as the user types (clients by default, media
 * agents by name or number), debounced as the top bar's client search.
 */
export function ClientSearchSelect({
  reference = 'client',
  style,
  onSearch: onTyped,
  ...props
}: Omit<SelectProps, 'options'> & { reference?: string }) {
  const { t } = useTranslation();
  const searched = useSearchedReference(reference, CLIENT_SEARCH_DEBOUNCE_MS);
  const { onSearch, loading } = searched;
  // Each found one with its number (a client's SN, an agent's): repeated names told apart.
  const options = useNumberedOptions(searched.options);
  // Text typed before the select was there (the top bar's stand-in input) is searched as typed;
  // rc-select empties the search as it mounts closed, which must not wipe that text out.
  const typedBefore = useRef(props.searchValue);
  useEffect(() => {
    if (typedBefore.current?.trim()) onSearch?.(typedBefore.current);
    typedBefore.current = undefined;
  }, [onSearch]);
  const search = (text: string) => {
    if (typedBefore.current && !text) return;
    onSearch?.(text);
    onTyped?.(text);
  };
  return (
    <Select
      showSearch
      allowClear
      filterOption={false}
      onSearch={search}
      placeholder={t(placeholderOf(reference))}
      notFoundContent={loading ? <Spin size="small" /> : t('list.noOptions')}
      options={options}
      virtual={virtualFor(options.length)}
      style={{ width: CLIENT_SELECT_WIDTH, ...style }}
      {...props}
    />
  );
}

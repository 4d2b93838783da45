import { Select, Spin, type SelectProps } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { useSearchedReference } from './useReferenceSelect';
import { virtualFor } from '../fields/selectVirtual';

/** Client search (SPEC §5, §9): only non-empty text is searched, debounced 300 ms; width 280. */
export const CLIENT_SEARCH_DEBOUNCE_MS = 300;
export const CLIENT_SELECT_WIDTH = 280;

/** A select that searches its option list by keyword as the user types (clients by default). */
export function ClientSearchSelect({
  reference = 'client',
  style,
  ...props
}: Omit<SelectProps, 'options'> & { reference?: string }) {
  const { t } = useTranslation();
  const { options, onSearch, loading } = useSearchedReference(reference, CLIENT_SEARCH_DEBOUNCE_MS);
  return (
    <Select
      showSearch
      allowClear
      filterOption={false}
      onSearch={onSearch}
      placeholder={t('list.searchClient')}
      notFoundContent={loading ? <Spin size="small" /> : t('list.noOptions')}
      options={options}
      virtual={virtualFor(options.length)}
      style={{ width: CLIENT_SELECT_WIDTH, ...style }}
      {...props}
    />
  );
}

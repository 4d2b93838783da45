import { AutoComplete, Input } from 'antd';
import type { FieldInputProps } from '@/engine/fieldTypes';
import { useTranslation } from '@/i18n/useTranslation';
import { bound } from '../fields/boundProps';
import { CLIENT_SEARCH_DEBOUNCE_MS } from './ClientSearchSelect';
import { useSearchedReference } from './useReferenceSelect';

/**
 * A text filter that suggests values from its searched option list as the user types (client
 * names from `GET /client/getAllClientName`, SPEC §7): nothing asked for empty text, one call
 * 300 ms after the last keystroke, as every searched list. The typed text stays the filter's
 * value, matched in part as any text filter; a suggestion chosen fills it in.
 */
export function SearchedTextFilter(props: FieldInputProps) {
  const { t } = useTranslation();
  const { options, onSearch } = useSearchedReference(props.field.ref!, CLIENT_SEARCH_DEBOUNCE_MS);
  // The label names the text box alone: antd's AutoComplete would also give it to its wrapper.
  const { 'aria-label': label, ...input } = bound(props) as { 'aria-label'?: string };
  return (
    <AutoComplete
      allowClear
      options={options.map((option) => ({ value: String(option.value), label: option.label }))}
      onSearch={onSearch}
      virtual={false}
      style={{ width: 180 }}
      {...input}
    >
      <Input aria-label={label} placeholder={t('list.enter')} />
    </AutoComplete>
  );
}

import { Radio, Select, type SelectProps } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import type { EnumDef } from '@/engine/types';
import { virtualFor } from './selectVirtual';

/** Enum options with translated labels; values travel as text in filters, as-is in forms. */
export function useEnumOptions(enumDef: EnumDef | undefined, asText = false) {
  const { t } = useTranslation();
  return (enumDef?.options ?? []).map((option) => ({
    value: asText ? String(option.value) : option.value,
    label: t(`enums.${enumDef?.name}.${option.value}`),
  }));
}

export function EnumSelect({
  enumDef,
  asText,
  ...props
}: SelectProps & { enumDef?: EnumDef; asText?: boolean }) {
  const { t } = useTranslation();
  const options = useEnumOptions(enumDef, asText);
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={t('list.select')}
      options={options}
      virtual={virtualFor(options.length)}
      {...props}
    />
  );
}

/** Up to three choices read better as radio buttons (yes/no, enabled/stopped). */
export function EnumRadio({
  enumDef,
  ...props
}: {
  enumDef?: EnumDef;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}) {
  const options = useEnumOptions(enumDef);
  return (
    <Radio.Group
      id={props.id}
      value={props.value}
      onChange={(event) => props.onChange?.(event.target.value)}
      options={options}
    />
  );
}

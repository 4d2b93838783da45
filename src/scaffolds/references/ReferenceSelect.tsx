import { Radio, Select, Spin, type SelectProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { referenceSource } from '@/engine/references';
import { ClientSearchSelect } from './ClientSearchSelect';
import { useNumberedOptions } from './numberedOptions';
import { useReferenceSelect } from './useReferenceSelect';
import { virtualFor } from '../fields/selectVirtual';

type Props = Omit<SelectProps, 'options'> & {
  reference: string;
  /** Only these values are offered (those a record holds). */
  only?: readonly unknown[];
};

/** A select over a whole option list, or the keyword search of a searched one (clients). */
export function ReferenceSelect({ reference, ...props }: Props) {
  if (referenceSource(reference).search)
    return <ClientSearchSelect reference={reference} {...props} />;
  return <WholeListSelect reference={reference} {...props} />;
}

function WholeListSelect({ reference, only, ...props }: Props) {
  const { t } = useTranslation();
  // The list is fetched when the select is first used, or when it must name a value.
  const [wanted, setWanted] = useState(false);
  const hasValue = props.value !== undefined && props.value !== null;
  const { options: all, loading } = useReferenceSelect(reference, wanted || hasValue || !!only);
  // Found by label or by number, both shown (agents, clients and staff by name or number).
  const numbered = useNumberedOptions(all);
  const options = only
    ? numbered.filter((option) => only.some((value) => String(value) === String(option.value)))
    : numbered;
  return (
    <Select
      showSearch
      allowClear
      optionFilterProp="label"
      loading={loading}
      placeholder={t('list.select')}
      notFoundContent={loading ? t('list.loading') : t('list.noOptions')}
      options={options}
      virtual={virtualFor(options.length)}
      onFocus={() => setWanted(true)}
      onOpenChange={(open) => open && setWanted(true)}
      {...props}
    />
  );
}

/** A short option list shown whole as radio buttons (`choices: 'radio'`), loaded with the form. */
export function ReferenceRadio({
  reference,
  ...props
}: {
  reference: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}) {
  const { options, loading } = useReferenceSelect(reference);
  if (loading && !options.length) return <Spin size="small" />;
  return (
    <Radio.Group
      id={props.id}
      value={props.value}
      onChange={(event) => props.onChange?.(event.target.value)}
      options={options.map((option) => ({ value: option.value, label: option.label }))}
    />
  );
}

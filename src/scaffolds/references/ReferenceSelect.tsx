import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferenceName } from '@/engine/types';
import { ClientSearchSelect } from './ClientSearchSelect';
import { useReferenceOptions } from './useReferenceOptions';

type Props = Omit<SelectProps, 'options'> & { reference: ReferenceName };

/**
 * A select over a whole option list. antd's Select renders a virtual list, so 3000 options open
 * and filter without delay.
 */
export function ReferenceSelect({ reference, ...props }: Props) {
  const { t } = useTranslation();
  // The list is fetched when the select is first used, or when it must name a value.
  const [wanted, setWanted] = useState(props.value !== undefined && props.value !== null);
  const { data, isLoading } = useReferenceOptions(reference, wanted || props.value != null);
  if (reference === 'client') return <ClientSearchSelect {...props} />;
  return (
    <Select
      showSearch
      allowClear
      optionFilterProp="label"
      loading={isLoading}
      placeholder={t('list.select')}
      notFoundContent={isLoading ? t('list.loading') : t('list.noOptions')}
      options={data}
      onFocus={() => setWanted(true)}
      onOpenChange={(open) => open && setWanted(true)}
      {...props}
    />
  );
}

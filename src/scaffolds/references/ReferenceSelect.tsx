import { Select, type SelectProps } from 'antd';
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
  const { data, isLoading } = useReferenceOptions(reference);
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
      {...props}
    />
  );
}

import { DatePicker, Input, InputNumber, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '@/engine/types';
import { ReferenceSelect } from '../references/ReferenceSelect';
import { formOptions } from '../schemaFields';
import { EnumRadio, EnumSelect } from './EnumSelect';
import { UploadInput } from './UploadInput';

/** The input of a form field, by its type. Extra props (value, onChange, id) come from Form.Item. */
export function FormControl({
  field,
  disabled,
  currency,
  ...props
}: {
  field: FieldDef;
  disabled?: boolean;
  currency?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const options = formOptions(field) ?? {};
  const common = { ...props, disabled } as Record<string, unknown>;
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea rows={3} {...common} />;
    case 'number':
      return (
        <InputNumber style={{ width: '100%' }} min={options.min} max={options.max} {...common} />
      );
    case 'money':
      // String mode keeps every digit typed: amounts are never rounded.
      return (
        <Space.Compact block>
          {currency && <Space.Addon>{currency}</Space.Addon>}
          <InputNumber
            style={{ width: '100%' }}
            stringMode
            min={options.min}
            max={options.max}
            {...common}
          />
        </Space.Compact>
      );
    case 'percent':
      return (
        <Space.Compact block>
          <InputNumber style={{ width: '100%' }} stringMode {...common} />
          <Space.Addon>%</Space.Addon>
        </Space.Compact>
      );
    case 'enum':
      return (field.enum?.options.length ?? 0) <= 3 && !options.multiple ? (
        <EnumRadio enumDef={field.enum} {...(common as object)} />
      ) : (
        <EnumSelect
          enumDef={field.enum}
          mode={options.multiple ? 'multiple' : undefined}
          {...common}
        />
      );
    case 'reference':
      return (
        <ReferenceSelect
          reference={field.ref!}
          mode={options.multiple ? 'multiple' : undefined}
          {...common}
        />
      );
    case 'date':
      return <DatePicker style={{ width: '100%' }} {...common} />;
    case 'datetime':
      return <DatePicker showTime style={{ width: '100%' }} {...common} />;
    case 'month':
      return <DatePicker picker="month" style={{ width: '100%' }} {...common} />;
    case 'boolean':
      return (
        <Switch checked={Boolean(props.value)} onChange={props.onChange} disabled={disabled} />
      );
    case 'image':
    case 'file':
      return (
        <UploadInput
          accept={options.accept ?? (field.type === 'image' ? 'image' : 'document')}
          value={props.value as string | undefined}
          onChange={props.onChange}
          id={props.id}
        />
      );
    case 'email':
      return <Input type="email" autoComplete="off" placeholder={t('list.enter')} {...common} />;
    default:
      return <Input placeholder={t('list.enter')} {...common} />;
  }
}

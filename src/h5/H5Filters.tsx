import { Button, Form, Input, Popup, Selector } from 'antd-mobile';
import type { SchemaDef } from '@/engine/types';
import { useTranslation } from '@/i18n/useTranslation';
import { labelKey } from '@/scaffolds/schemaFields';
import { H5DateRange, H5Month } from './H5DateRange';
import { isChoice, mobileFilterFields, mobileInputOf } from './h5Filters';

interface Props {
  schema: SchemaDef;
  /** The list's fixed filters, not offered. */
  fixed?: Record<string, unknown>;
  visible: boolean;
  values: Record<string, string>;
  onClose: () => void;
  onApply: (values: Record<string, string>) => void;
}

/** The declared filters in a bottom sheet: Search applies them, Reset clears them. */
export default function H5Filters({ schema, fixed, visible, values, onClose, onApply }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, string | string[] | undefined>>();
  const read = (entered: Record<string, string | string[] | undefined>) =>
    Object.fromEntries(
      Object.entries(entered)
        .map(([name, value]) => [name, Array.isArray(value) ? (value[0] ?? '') : (value ?? '')])
        .filter(([, value]) => value !== ''),
    ) as Record<string, string>;
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="h5-filters"
      destroyOnClose
    >
      {/* A dialog: the sheet's content, named, for assistive technology. */}
      <div role="dialog" aria-modal="true" aria-label={t('h5.filters')}>
        <Form
          form={form}
          name="h5-filters"
          layout="vertical"
          initialValues={Object.fromEntries(
            Object.entries(values).map(([name, value]) => [
              name,
              isChoice(schema.fields[name]!) ? [value] : value,
            ]),
          )}
          onFinish={(entered) => onApply(read(entered))}
          footer={
            <div className="h5-filter-buttons">
              <Button
                block
                onClick={() => {
                  form.resetFields();
                  onApply({});
                }}
              >
                {t('list.reset')}
              </Button>
              <Button block type="submit" color="primary">
                {t('list.search')}
              </Button>
            </div>
          }
        >
          {mobileFilterFields(schema, fixed).map(([name, field]) => {
            const label = t(labelKey(schema, name));
            const input = mobileInputOf(field);
            return (
              <Form.Item key={name} name={name} label={label}>
                {input === 'choice' ? (
                  <Selector
                    options={field.enum!.options.map((option) => ({
                      value: String(option.value),
                      label: t(`enums.${field.enum!.name}.${option.value}`),
                    }))}
                  />
                ) : input === 'range' ? (
                  <H5DateRange label={label} />
                ) : input === 'month' ? (
                  <H5Month label={label} />
                ) : (
                  <Input placeholder={t('list.enter')} clearable />
                )}
              </Form.Item>
            );
          })}
        </Form>
      </div>
    </Popup>
  );
}

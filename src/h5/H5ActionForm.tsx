import { Button, Form, Input, NoticeBar, Popup, Selector, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { isRequired, isShown } from '@/engine/conditions';
import type { ActionDef, FieldDef, ResourceDef } from '@/engine/types';
import { useTranslation } from '@/i18n/useTranslation';
import { actionFieldLabel, actionFieldsOf, labelOf } from '@/scaffolds/actions/actionModel';
import { rulesFor } from '@/scaffolds/formRules';
import { boundHelp } from '@/scaffolds/boundHelp';
import { useSaveGuard } from '@/ui/useSaveGuard';
import { mobileFieldInputOf, mobilePayload } from './h5ActionFields';
import { useMobileOptions } from './h5Options';

type Row = Record<string, unknown>;

/** A reference's options as the phone's own picker (a native select: thousands open at once). */
function OptionSelect({
  field,
  label,
  value,
  onChange,
}: {
  field: FieldDef;
  label: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const options = useMobileOptions(field.ref!, i18n.language === 'en' ? 'en' : 'cn');
  return (
    <select
      className="h5-date"
      aria-label={label}
      value={value ?? ''}
      disabled={options === null}
      onChange={(event) => onChange?.(event.target.value)}
    >
      <option value="">{options === null ? t('list.loading') : t('list.select')}</option>
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

interface Props {
  resource: ResourceDef;
  name: string;
  action: ActionDef;
  record: Row;
  onClose: () => void;
  /** Sends the values; rejects with the reason when the call fails. */
  onSend: (values: Row) => Promise<void>;
}

/**
 * An action that asks for values (an amount, a remark, a new media agent…) on a phone: its
 * declared fields in a bottom sheet, checked as on the desktop (required, bounds, an amount's
 * decimals), sent through the action's own call. A failed call leaves everything typed and says
 * why in the sheet.
 */
export default function H5ActionForm({ resource, name, action, record, onClose, onSend }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Row>();
  const [values, setValues] = useState<Row>({});
  const guard = useSaveGuard();
  const fields = actionFieldsOf(name, action, (key) => i18n.exists(key));
  const label = t(labelOf(name, action));

  const submit = (entered: Row) =>
    void guard
      .send(() => onSend(mobilePayload(fields, entered)))
      .then((sent) => {
        if (sent) onClose();
      });

  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="h5-filters">
      <div role="dialog" aria-modal="true" aria-labelledby={`h5-action-${name}-title`}>
        <h2 id={`h5-action-${name}-title`} className="h5-sheet-title">
          {label}
        </h2>
        <div role="alert">
          {guard.failure && <NoticeBar content={guard.failure} color="error" wrap />}
        </div>
        <Form
          form={form}
          name={`h5-action-${name}`}
          layout="vertical"
          onValuesChange={(_, all) => setValues(all)}
          onFinish={submit}
          footer={
            <div className="h5-filter-buttons">
              <Button block onClick={onClose}>
                {t('buttons.cancel')}
              </Button>
              <Button
                block
                type="submit"
                color={action.danger ? 'danger' : 'primary'}
                loading={guard.sending}
              >
                {t('buttons.confirm')}
              </Button>
            </div>
          }
        >
          {fields
            .filter(([, field]) => isShown(field, values))
            .map(([field, def]) => {
              const key = actionFieldLabel(resource, field, def);
              const text = t(key);
              const input = mobileFieldInputOf(def);
              const declared = typeof def.form === 'object' && def.form.required;
              const required = isRequired(def, values) && !declared;
              return (
                <Form.Item
                  key={field}
                  name={field}
                  label={text}
                  rules={rulesFor(def, key, record, undefined, required)}
                  description={boundHelp(def, { ...record, ...values }, t)}
                >
                  {input === 'area' ? (
                    <TextArea placeholder={text} rows={3} />
                  ) : input === 'choice' ? (
                    <Selector
                      options={def.enum!.options.map((option) => ({
                        value: String(option.value),
                        label: t(`enums.${def.enum!.name}.${option.value}`),
                      }))}
                    />
                  ) : input === 'option' ? (
                    <OptionSelect field={def} label={text} />
                  ) : (
                    <Input
                      placeholder={text}
                      inputMode={
                        def.type === 'text' || def.type === 'email' ? undefined : 'decimal'
                      }
                      clearable
                    />
                  )}
                </Form.Item>
              );
            })}
        </Form>
      </div>
    </Popup>
  );
}

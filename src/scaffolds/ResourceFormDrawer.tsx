import {
  useCreate,
  useUpdate,
  useWarnAboutChange,
  type BaseRecord,
  type HttpError,
} from '@refinedev/core';
import { Alert, Button, Drawer, Form, message, Modal, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ResourceDef } from '@/engine/types';
import { currencyFieldOf, currencyOf } from './fields/fieldText';
import { FormControl } from './fields/FormControl';
import { rulesFor } from './formRules';
import { valuesForNew } from './listQuery';
import { toFormValues, toPayload } from './formValues';
import { formFields, formOptions, labelKey } from './schemaFields';
import { useRecord } from './useRecord';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- antd form values of mixed types
type Values = Record<string, any>;

/**
 * The create or edit form of a resource, generated from its schema, in a drawer over the list.
 * Unsaved changes are confirmed before leaving; a rejected save keeps everything typed.
 */
export function ResourceFormDrawer({
  resource,
  mode,
  id,
  onClose,
}: {
  resource: ResourceDef;
  mode: 'create' | 'edit';
  id: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const schema = resource.schema!;
  const [form] = Form.useForm<Values>();
  const routeParams = useParams();
  const [dirty, setDirty] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const { record, isLoading, notFound } = useRecord(resource, mode === 'edit' ? id : null);
  const { mutateAsync: create, mutation: creating } = useCreate<BaseRecord, HttpError, Values>();
  const { mutateAsync: update, mutation: updating } = useUpdate<BaseRecord, HttpError, Values>();
  const saving = creating.isPending || updating.isPending;
  const title = t(`form.${mode}Title`, { name: t(`routes.${resource.name}`) });

  useEffect(() => {
    if (mode === 'create' || record) form.setFieldsValue(toFormValues(schema, mode, record));
  }, [form, schema, mode, record]);

  useEffect(() => {
    setWarnWhen(dirty && !leaving);
    return () => setWarnWhen(false);
  }, [dirty, leaving, setWarnWhen]);

  // Leaving changes the URL: only once the unsaved-changes guard is off, or it would block it.
  useEffect(() => {
    if (!leaving || warnWhen) return;
    const timer = setTimeout(onClose);
    return () => clearTimeout(timer);
  }, [leaving, warnWhen, onClose]);

  const leave = () => setLeaving(true);

  const close = () => {
    if (!dirty) return leave();
    Modal.confirm({
      title: t('form.unsavedTitle'),
      content: t('form.unsaved'),
      okText: t('form.leave'),
      cancelText: t('form.stay'),
      onOk: leave,
    });
  };

  const save = async (values: Values) => {
    // A new record belongs in the list it is created from: its fixed filters, its route's owner.
    const payload = {
      ...(mode === 'create' ? valuesForNew(resource, routeParams) : {}),
      ...toPayload(schema, mode, values),
    };
    try {
      if (mode === 'create') {
        await create({ resource: resource.name, values: payload, successNotification: false });
      } else {
        await update({
          resource: resource.name,
          id: id!,
          values: payload,
          successNotification: false,
        });
      }
      setDirty(false);
      void message.success(t('form.saved'));
      leave();
    } catch {
      // The data layer has shown the server's message; the form stays filled in.
    }
  };

  return (
    <Drawer
      open
      width={520}
      title={title}
      onClose={close}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={close}>{t('buttons.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} disabled={notFound}>
            {t('buttons.save')}
          </Button>
        </Space>
      }
    >
      {notFound ? (
        <Alert type="warning" showIcon message={t('form.notFound')} />
      ) : isLoading ? (
        <Skeleton active />
      ) : (
        <Form
          form={form}
          layout="vertical"
          name={`${resource.name}-${mode}`}
          onValuesChange={() => setDirty(true)}
          onFinish={save}
          scrollToFirstError
        >
          {formFields(schema, mode).map(([name, field]) => {
            const key = labelKey(schema, name);
            const required = Boolean(formOptions(field)?.required || formOptions(field)?.nonZero);
            const readOnly = mode === 'edit' && formOptions(field)?.readOnlyOnEdit;
            const item = (currency?: string) => (
              <Form.Item
                key={name}
                name={name}
                label={t(key)}
                required={required}
                rules={rulesFor(field, key)}
                dependencies={
                  formOptions(field)?.minBy ? [formOptions(field)!.minBy!.field] : undefined
                }
              >
                <FormControl field={field} disabled={readOnly} currency={currency} />
              </Form.Item>
            );
            const source = currencyFieldOf(field);
            if (!source) return item(currencyOf(field, record ?? {}));
            // An amount shows the currency chosen in the form now, and follows it when changed.
            return (
              <Form.Item key={name} noStyle dependencies={[source]}>
                {({ getFieldValue }) =>
                  item(currencyOf(field, { [source]: getFieldValue(source) ?? record?.[source] }))
                }
              </Form.Item>
            );
          })}
          <button type="submit" hidden aria-hidden />
        </Form>
      )}
    </Drawer>
  );
}

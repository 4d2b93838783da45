import { useDrawerForm } from '@refinedev/antd';
import { useWarnAboutChange } from '@refinedev/core';
import { Alert, Button, Drawer, Form, Skeleton, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useParams } from 'react-router';
import type { ResourceDef } from '@/engine/types';
import { FormFields } from './forms/FormFields';
import { toFormValues, toPayload } from './formValues';
import { valuesForNew, type ParentValues } from './listQuery';
import { formFields, formOptions, labelKey } from './schemaFields';
import { useFeedback } from '@/ui/feedback';
import { recordTitle } from './titles';

type Row = Record<string, unknown>;

/**
 * The create or edit form of a resource, generated from its schema, in a drawer over the list
 * (Refine's `useDrawerForm`). Leaving with unsaved changes asks first (here, and on any
 * navigation through the app's notifier); a rejected save keeps everything typed.
 */
export default function ResourceFormDrawer({
  resource,
  mode,
  id,
  parent,
  onClose,
}: {
  resource: ResourceDef;
  mode: 'create' | 'edit';
  id: string | null;
  /** The record an embedded list is shown under: a new record belongs to it (not the route's). */
  parent?: ParentValues;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const schema = resource.schema!;
  const routeParams = useParams();
  const [leaving, setLeaving] = useState(false);
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const { drawerProps, formProps, saveButtonProps, query, formLoading } = useDrawerForm<Row>({
    resource: resource.name,
    action: mode,
    id: mode === 'edit' ? (id ?? undefined) : undefined,
    defaultVisible: true,
    redirect: false,
    warnWhenUnsavedChanges: true,
    successNotification: false,
    errorNotification: false,
    queryOptions: { enabled: mode === 'edit' && id !== null },
    onMutationSuccess: () => {
      void message.success(t('form.saved'));
      setLeaving(true);
    },
    // Refine clears the warning as a save starts; the form is still unsaved when it fails.
    onMutationError: () => setWarnWhen(true),
  });
  const record = query?.data?.data;
  const loading = mode === 'edit' && query?.isLoading;
  const notFound = mode === 'edit' && (id === null || (!loading && !record));
  const fields = useMemo(() => formFields(schema, mode), [schema, mode]);
  const initialValues = useMemo(() => toFormValues(schema, mode, record), [schema, mode, record]);
  const title = recordTitle(t, schema, mode);

  // Closing changes the URL: only once the unsaved-changes warning is off, or it would hold it.
  useEffect(() => {
    if (!leaving || warnWhen) return;
    const timer = setTimeout(onClose);
    return () => clearTimeout(timer);
  }, [leaving, warnWhen, onClose]);

  const leave = () => {
    setWarnWhen(false);
    setLeaving(true);
  };
  const close = () => {
    if (!warnWhen) return leave();
    void modal.confirm({
      title: t('form.unsavedTitle'),
      content: t('form.unsaved'),
      okText: t('form.leave'),
      cancelText: t('form.stay'),
      onOk: leave,
    });
  };

  const save = (values: Row) => {
    // A new record belongs in the list it is created from: its fixed filters, its route's owner.
    const payload = {
      ...(mode === 'create'
        ? parent
          ? valuesForNew(resource, {}, parent)
          : valuesForNew(resource, routeParams)
        : {}),
      ...toPayload(schema, mode, values),
    };
    // The data layer has shown the server's message; the form stays filled in.
    void Promise.resolve(formProps.onFinish?.(payload) as unknown).catch(() => undefined);
  };

  return (
    <Drawer
      {...drawerProps}
      open={!leaving}
      width={520}
      title={title}
      onClose={close}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={close}>{t('buttons.cancel')}</Button>
          <Button
            type="primary"
            {...saveButtonProps}
            loading={formLoading && !loading}
            disabled={notFound || loading}
          >
            {t('buttons.save')}
          </Button>
        </Space>
      }
    >
      {notFound ? (
        <Alert type="warning" showIcon message={t('form.notFound')} />
      ) : loading ? (
        <Skeleton active />
      ) : (
        <Form
          {...formProps}
          layout="vertical"
          name={`${resource.name}-${mode}`}
          initialValues={initialValues}
          onFinish={save}
          scrollToFirstError
        >
          <FormFields
            fields={fields}
            record={record}
            labelOf={(name) => labelKey(schema, name)}
            readOnly={(name) =>
              mode === 'edit' && Boolean(formOptions(schema.fields[name])?.readOnlyOnEdit)
            }
          />
          <button type="submit" hidden aria-hidden />
        </Form>
      )}
    </Drawer>
  );
}

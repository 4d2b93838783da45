import { useDrawerForm } from '@refinedev/antd';
import { useWarnAboutChange } from '@refinedev/core';
import { Alert, Button, Drawer, Form, Space } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useParams } from 'react-router';
import { useFocusReturn } from '@/ui/useFocusReturn';
import { stateAllows } from '@/engine/actions';
import { crudRefusal } from '@/engine/crud';
import type { ResourceDef } from '@/engine/types';
import { draftKey } from '@/auth/formDrafts';
import { FormFields } from './forms/FormFields';
import { RestoredDraft } from './forms/RestoredDraft';
import { SaveFailure } from './forms/SaveFailure';
import { useSaveGuard } from '../ui/useSaveGuard';
import { useSessionDraft } from './forms/useSessionDraft';
import { DeclaredPanel } from './panels/DeclaredPanel';
import { toFormValues, toPayload } from './formValues';
import { valuesForNew, type ParentValues } from './listQuery';
import { formFields, formOptions, labelKey } from './schemaFields';
import { useFeedback } from '@/ui/feedback';
import { recordTitle } from './titles';
import { useSessionUser } from '@/auth/useSession';
import { LoadingPlaceholder } from '@/ui/LoadingPlaceholder';

type Row = Record<string, unknown>;

/** Does saving this edit send it for review rather than change the record? */
const waitsForReview = (resource: ResourceDef, mode: 'create' | 'edit', record?: Row) =>
  Boolean(
    mode === 'edit' &&
    record &&
    resource.changeReview &&
    stateAllows({ call: '', when: resource.changeReview.when }, record),
  );

/**
 * The create or edit form of a resource, generated from its schema, in a drawer over the list
 * (Refine's `useDrawerForm`). Leaving with unsaved changes asks first (here, and on any
 * navigation through the app's notifier); a rejected save keeps everything typed and says why
 * in the drawer. A save sends one call however often it is clicked; what is typed survives the
 * session's end (given back after logging in again as the same user).
 */
export default function ResourceFormDrawer({
  resource,
  mode,
  id,
  parent,
  onClose,
  onCreated,
}: {
  resource: ResourceDef;
  mode: 'create' | 'edit';
  id: string | null;
  /** The record an embedded list is shown under: a new record belongs to it (not the route's). */
  parent?: ParentValues;
  onClose: () => void;
  /** Opens the new record's details, when the declaration asks for it (`form.afterCreate`). */
  onCreated?: (id: unknown) => void;
}) {
  const { t } = useTranslation();
  useFocusReturn();
  const { modal, message } = useFeedback();
  const schema = resource.schema!;
  const routeParams = useParams();
  const [leaving, setLeaving] = useState(false);
  const [createdId, setCreatedId] = useState<unknown>();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const guard = useSaveGuard();
  const user = useSessionUser();
  const { drawerProps, formProps, saveButtonProps, query, form } = useDrawerForm<Row>({
    resource: resource.name,
    action: mode,
    id: mode === 'edit' ? (id ?? undefined) : undefined,
    defaultVisible: true,
    redirect: false,
    warnWhenUnsavedChanges: true,
    successNotification: false,
    errorNotification: false,
    queryOptions: { enabled: mode === 'edit' && id !== null },
    onMutationSuccess: (response) => {
      const newId = (response?.data as Row | undefined)?.[schema.id];
      if (mode === 'create' && resource.form?.afterCreate === 'show') setCreatedId(newId);
      // An edit of a record in review states waits for a reviewer (SPEC §4).
      const reviewed = waitsForReview(resource, mode, query?.data?.data);
      void message.success(t(reviewed ? 'form.changeSubmitted' : 'form.saved'));
      setLeaving(true);
    },
    // Refine clears the warning as a save starts; the form is still unsaved when it fails.
    onMutationError: () => setWarnWhen(true),
  });
  const record = query?.data?.data;
  const loading = mode === 'edit' && query?.isLoading;
  const notFound = mode === 'edit' && (id === null || (!loading && !record));
  // Not in its state (a terminated client): said in the drawer, nothing can be saved.
  const locked = mode === 'edit' && !!record && crudRefusal(resource, 'edit', record) !== null;
  // A new record belongs in the list it is created from: its fixed filters, its route's owner or
  // the record of the page it is listed on. Those values are not asked for again.
  const owner =
    mode === 'create'
      ? parent
        ? valuesForNew(resource, {}, parent)
        : valuesForNew(resource, routeParams)
      : {};
  const ownerKeys = Object.keys(owner).join(',');
  const fields = useMemo(() => {
    const fixed = new Set(ownerKeys.split(','));
    return formFields(schema, mode).filter(([name]) => !fixed.has(name));
  }, [schema, mode, ownerKeys]);
  const initialValues = useMemo(() => toFormValues(schema, mode, record), [schema, mode, record]);
  const title = recordTitle(t, schema, mode);
  const summary = mode === 'create' ? resource.form?.summary : undefined;
  const typed = Form.useWatch([], form) as Row | undefined;

  const restoredAt = useSessionDraft({
    key: draftKey(user?.adminId, resource.name, mode, id),
    ready: !loading && !notFound,
    dirty: () => !guard.sent() && form.isFieldsTouched(),
    values: () => toPayload(schema, mode, form.getFieldsValue(true) as Row),
    restore: useCallback(
      (values: Row) => {
        form.setFieldsValue(toFormValues(schema, mode, values));
        setWarnWhen(true);
      },
      [form, schema, mode, setWarnWhen],
    ),
  });

  // Closing changes the URL: only once the unsaved-changes warning is off, or it would hold it.
  useEffect(() => {
    if (!leaving || warnWhen) return;
    const created = createdId !== undefined && createdId !== null && onCreated;
    const timer = setTimeout(() => (created ? created(createdId) : onClose()));
    return () => clearTimeout(timer);
  }, [leaving, warnWhen, onClose, onCreated, createdId]);

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
    const payload = { ...toPayload(schema, mode, values), ...owner };
    // The form stays filled in; the reason shows in it.
    void guard.send(() => formProps.onFinish?.(payload));
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
            // Spins while saving only: not while a record already shown is fetched again.
            loading={guard.sending}
            disabled={notFound || loading || locked}
          >
            {t('buttons.save')}
          </Button>
        </Space>
      }
    >
      {notFound ? (
        <Alert type="warning" showIcon message={t('form.notFound')} />
      ) : locked ? (
        <Alert type="warning" showIcon message={t('form.notEditable')} />
      ) : loading ? (
        <LoadingPlaceholder />
      ) : (
        <Form
          {...formProps}
          layout="vertical"
          name={`${resource.name}-${mode}`}
          initialValues={initialValues}
          onFinish={save}
          scrollToFirstError
        >
          <RestoredDraft at={restoredAt} />
          <SaveFailure reason={guard.failure} />
          <FormFields
            fields={fields}
            record={record}
            labelOf={(name) => labelKey(schema, name)}
            readOnly={(name) =>
              mode === 'edit' && Boolean(formOptions(schema.fields[name])?.readOnlyOnEdit)
            }
          />
          {summary && <DeclaredPanel loader={summary} props={{ values: typed ?? {} }} />}
          <button type="submit" hidden aria-hidden />
        </Form>
      )}
    </Drawer>
  );
}

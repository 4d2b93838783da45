import { useModalForm } from '@refinedev/antd';
import { Form, Modal } from 'antd';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSessionUser } from '@/auth/useSession';
import { useTranslation } from '@/i18n/useTranslation';
import type { ActionDef, ResourceDef } from '@/engine/types';
import { FormFields } from '../forms/FormFields';
import { fieldsToFormValues, fieldsToPayload } from '../formValues';
import { abilityOf } from '@/engine/actions';
import { actionFieldLabel, actionFieldsOf, labelOf } from './actionModel';
import { useFeedback } from '@/ui/feedback';
import { actionDraftKey, writeDraft } from '@/auth/formDrafts';
import { registerOpenForm } from '../forms/openForms';
import { SaveFailure } from '../forms/SaveFailure';
import { useSaveGuard } from '../../ui/useSaveGuard';

type Row = Record<string, unknown>;

/**
 * The small form of an action that takes values (a reason, a new BD, labels…), through Refine's
 * `useModalForm`: it validates, sends the values with the record's id through the action's own
 * call, and the lists refresh, with one call however often it is confirmed. A failed call leaves
 * everything typed and says why in the form. Open as the session ends, what is typed is kept and
 * the form opens again filled in (`kept`) after logging in again (useActionRunner). For a batch,
 * the values are asked once and handed to `onBatch`, which runs them on every row.
 */
export default function ActionFormModal({
  resource,
  name,
  action,
  records,
  kept,
  onBatch,
  onClose,
}: {
  resource: ResourceDef;
  name: string;
  action: ActionDef;
  records: readonly Row[];
  /** Values kept as the session ended, given back. */
  kept?: Row;
  onBatch?: (values: Row) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const fields = actionFieldsOf(name, action, (key) => i18n.exists(key));
  const record = records[0];
  const label = t(labelOf(name, action));
  const guard = useSaveGuard();
  const { sent } = guard;
  const adminId = useSessionUser()?.adminId;
  const { modalProps, formProps, form } = useModalForm({
    resource: resource.name,
    action: 'edit',
    id: record[resource.schema?.id ?? 'id'] as string | number,
    defaultVisible: true,
    redirect: false,
    // The record is at hand: nothing to load.
    queryOptions: { enabled: false },
    warnWhenUnsavedChanges: false,
    meta: { endpoints: { update: action.call }, operation: abilityOf(name, action), record },
    successNotification: false,
    errorNotification: false,
    onMutationSuccess: () => {
      void message.success(t('actions.done', { action: label }));
      onClose();
    },
  });
  const submit = (values: Row) => {
    const payload = fieldsToPayload(fields, values);
    if (onBatch) {
      void guard.send(() => {
        onClose();
        onBatch(payload);
      });
      return;
    }
    // The form stays filled in; the reason shows in it.
    void guard.send(() => formProps.onFinish?.(payload));
  };

  // A single record's form is kept as the session ends (a batch's rows are not).
  const keep = () => {
    const key = actionDraftKey(adminId, resource.name);
    if (!key || onBatch) return;
    const values = fieldsToPayload(fields, form.getFieldsValue(true) as Row);
    writeDraft(key, { savedAt: Date.now(), step: 0, values, restore: true, action: name, record });
  };
  const keepNow = useRef(keep);
  useLayoutEffect(() => {
    keepNow.current = keep;
  });
  useEffect(
    () =>
      registerOpenForm({
        dirty: () => !sent() && form.isFieldsTouched(),
        keep: () => keepNow.current(),
      }),
    [sent, form],
  );
  return (
    <Modal
      {...modalProps}
      title={onBatch ? t('list.batchTitle', { action: label, count: records.length }) : label}
      width={480}
      okText={t('buttons.confirm')}
      cancelText={t('buttons.cancel')}
      onCancel={onClose}
      forceRender={false}
      destroyOnHidden
      okButtonProps={{ ...modalProps.okButtonProps, loading: guard.sending }}
    >
      <SaveFailure reason={guard.failure} />
      <Form
        {...formProps}
        layout="vertical"
        name={`action-${name}`}
        initialValues={onBatch ? {} : fieldsToFormValues(fields, kept ?? record)}
        onFinish={submit}
      >
        <FormFields
          fields={fields}
          record={onBatch ? undefined : record}
          labelOf={(field, def) => actionFieldLabel(resource, field, def)}
        />
        <button type="submit" hidden aria-hidden />
      </Form>
    </Modal>
  );
}

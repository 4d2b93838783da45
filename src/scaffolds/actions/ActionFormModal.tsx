import { useModalForm } from '@refinedev/antd';
import { Form, Modal } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import type { ActionDef, ResourceDef } from '@/engine/types';
import { FormFields } from '../forms/FormFields';
import { fieldsToFormValues, fieldsToPayload } from '../formValues';
import { abilityOf } from '@/engine/actions';
import { actionFieldLabel, actionFieldsOf, labelOf } from './actionModel';
import { useFeedback } from '@/ui/feedback';

type Row = Record<string, unknown>;

/**
 * The small form of an action that takes values (a reason, a new BD, labels…), through Refine's
 * `useModalForm`: it validates, sends the values with the record's id through the action's own
 * call, and the lists refresh. A failed call leaves everything typed. For a batch, the values are
 * asked once and handed to `onBatch`, which runs them on every row.
 */
export default function ActionFormModal({
  resource,
  name,
  action,
  records,
  onBatch,
  onClose,
}: {
  resource: ResourceDef;
  name: string;
  action: ActionDef;
  records: readonly Row[];
  onBatch?: (values: Row) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const fields = actionFieldsOf(name, action, (key) => i18n.exists(key));
  const record = records[0];
  const label = t(labelOf(name, action));
  const { modalProps, formProps } = useModalForm({
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
      onClose();
      onBatch(payload);
      return;
    }
    // The data layer has shown why a call failed; the form stays filled in.
    void Promise.resolve(formProps.onFinish?.(payload) as unknown).catch(() => undefined);
  };
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
    >
      <Form
        {...formProps}
        layout="vertical"
        name={`action-${name}`}
        initialValues={onBatch ? {} : fieldsToFormValues(fields, record)}
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

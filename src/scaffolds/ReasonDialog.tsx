import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredRule } from '@/auth/validation';

/** Asks for a reason (an empty one is refused) and runs the action with it. */
export default function ReasonDialog({
  title,
  reasonLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  reasonLabel: string;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const { reason } = await form.validateFields();
    setBusy(true);
    try {
      await onSubmit(reason);
      onClose();
    } catch {
      // The data layer has shown why; the reason stays typed in.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      okText={t('buttons.confirm')}
      cancelText={t('buttons.cancel')}
      confirmLoading={busy}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="action-reason">
        <Form.Item name="reason" label={t(reasonLabel)} rules={[requiredRule(reasonLabel)]}>
          <Input.TextArea rows={3} maxLength={500} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

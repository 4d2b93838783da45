import { Form, Input, message, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionApi } from './sessionApi';
import { passwordRule, requiredRule, sameAsRule } from './validation';

interface Values {
  password: string;
  confirm: string;
}

/** Set a new password for the signed-in user. */
export function SetPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await sessionApi.setPassword({ password: values.password });
      void message.success(t('password.saved'));
      form.resetFields();
      onClose();
    } catch {
      // Shown by the data layer; the form stays filled in.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('password.setTitle')}
      okText={t('buttons.save')}
      cancelText={t('buttons.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} name="set-password" preserve={false}>
        <Form.Item
          label={t('login.newPassword')}
          name="password"
          rules={[requiredRule('login.newPassword'), passwordRule]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('login.confirmPassword')}
          name="confirm"
          dependencies={['password']}
          rules={[requiredRule('login.confirmPassword'), sameAsRule('password')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { Form, Input, type FormInstance } from 'antd';
import { type ReactNode } from 'react';
import { useSaveGuard } from '@/ui/useSaveGuard';
import { useTranslation } from '@/i18n/useTranslation';
import { sessionApi } from './sessionApi';
import { passwordRule, requiredRule, sameAsRule } from './validation';
import { useFeedback } from '@/ui/feedback';

export interface SetPasswordValues {
  oldPassword: string;
  password: string;
  confirm: string;
}

/**
 * Saving a new password for the signed-in user: validates, calls the backend, says so and
 * empties the form. On failure the data layer shows why and the form stays filled in.
 * Resolves to whether it was saved.
 */
export function useSetPassword() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<SetPasswordValues>();
  const guard = useSaveGuard();

  const save = async (): Promise<boolean> => {
    let values: SetPasswordValues;
    try {
      values = await form.validateFields();
    } catch {
      return false;
    }
    // One call however often it is clicked; once saved, the emptied form may be used again.
    const saved = await guard.send(async () => {
      await sessionApi.setPassword({ oldPassword: values.oldPassword, password: values.password });
      void message.success(t('password.saved'));
      form.resetFields();
    });
    if (saved) guard.reopen();
    return saved;
  };

  return { form, saving: guard.sending, save };
}

/** The current password, the new one and its confirmation (the modal of the user menu and the profile page). */
export function SetPasswordForm({
  form,
  name,
  onSubmit,
  children,
}: {
  form: FormInstance<SetPasswordValues>;
  name: string;
  onSubmit?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form form={form} layout="vertical" requiredMark={false} name={name} onFinish={onSubmit}>
      <Form.Item
        label={t('login.currentPassword')}
        name="oldPassword"
        rules={[requiredRule('login.currentPassword')]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
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
      {children}
    </Form>
  );
}

import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { sessionApi } from '../sessionApi';
import { passwordRule, requiredRule, sameAsRule } from '../validation';
import { EmailCodeFields } from './EmailCodeFields';
import { useSaveGuard } from '@/ui/useSaveGuard';

interface Values {
  email: string;
  code: string;
  password: string;
  confirm: string;
}

/**
 * Reset a forgotten password with a mailed code; back to login when done (the login page says it
 * worked, in an alert of its own: it has no antd App for messages).
 */
export function ForgotPasswordForm({ onDone }: { onDone: (email: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const guard = useSaveGuard();

  // One call however often it is clicked. The error is shown by the data layer; the form keeps
  // what was typed.
  const submit = (values: Values) =>
    void guard.send(async () => {
      await sessionApi.forgotPassword({
        email: values.email.trim(),
        code: values.code.trim(),
        password: values.password,
      });
      onDone(values.email.trim());
    });

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      name="forgot-password"
    >
      <EmailCodeFields form={form} purpose="forgetPwd" />
      <Form.Item
        label={t('login.newPassword')}
        name="password"
        rules={[requiredRule('login.newPassword'), passwordRule]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t('login.confirmPassword')}
        name="confirm"
        dependencies={['password']}
        rules={[requiredRule('login.confirmPassword'), sameAsRule('password')]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={guard.sending}>
        {t('login.resetPassword')}
      </Button>
    </Form>
  );
}

import { LockOutlined, MailOutlined, NumberOutlined } from '@ant-design/icons';
import { Button, Form, Input, message, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionApi } from '../sessionApi';
import { emailRule, passwordRule, requiredRule, sameAsRule } from '../validation';
import { sendMailCode } from './MailLoginForm';
import { SendCodeButton } from './SendCodeButton';

interface Values {
  email: string;
  code: string;
  password: string;
  confirm: string;
}

/** Reset a forgotten password with a mailed code; back to login when done. */
export function ForgotPasswordForm({ onDone }: { onDone: (email: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      await sessionApi.forgotPassword({
        email: values.email.trim(),
        code: values.code.trim(),
        password: values.password,
      });
      void message.success(t('login.passwordReset'));
      onDone(values.email.trim());
    } catch {
      // The error is shown by the data layer; the form keeps what was typed.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      name="forgot-password"
    >
      <Form.Item
        label={t('login.email')}
        name="email"
        rules={[requiredRule('login.email'), emailRule]}
      >
        <Input
          prefix={<MailOutlined />}
          placeholder={t('login.emailPlaceholder')}
          autoComplete="email"
        />
      </Form.Item>
      <Form.Item label={t('login.code')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={[requiredRule('login.code')]}>
            <Input
              prefix={<NumberOutlined />}
              placeholder={t('login.codePlaceholder')}
              aria-label={t('login.code')}
            />
          </Form.Item>
          <SendCodeButton onSend={() => sendMailCode(form, 'forgetPwd')} />
        </Space.Compact>
      </Form.Item>
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
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        {t('login.resetPassword')}
      </Button>
    </Form>
  );
}

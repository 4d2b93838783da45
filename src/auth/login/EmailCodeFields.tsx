import { MailOutlined, NumberOutlined } from '@ant-design/icons';
import { Form, Input, Space, type FormInstance } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { sessionApi } from '../sessionApi';
import { emailRule, requiredRule } from '../validation';
import { SendCodeButton } from './SendCodeButton';

/** Validates the email field, then asks the backend to mail a code. */
export async function sendMailCode(
  form: FormInstance,
  type: 'login' | 'forgetPwd',
): Promise<boolean> {
  try {
    const { email } = await form.validateFields(['email']);
    await sessionApi.mailCode({ email: String(email).trim(), type });
    return true;
  } catch {
    return false;
  }
}

/** The email field and the mailed code with its send button (login by email, forgot password). */
export function EmailCodeFields({
  form,
  purpose,
}: {
  form: FormInstance;
  purpose: 'login' | 'forgetPwd';
}) {
  const { t } = useTranslation();
  return (
    <>
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
              autoComplete="one-time-code"
              aria-label={t('login.code')}
            />
          </Form.Item>
          <SendCodeButton onSend={() => sendMailCode(form, purpose)} />
        </Space.Compact>
      </Form.Item>
    </>
  );
}

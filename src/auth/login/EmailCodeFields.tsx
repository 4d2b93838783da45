import { MailOutlined, NumberOutlined } from '@ant-design/icons';
import { Form, Input, Space, type FormInstance } from 'antd';
import { useState } from 'react';
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
  // Where the last code went, said under the field (inline: /login has no antd App for messages).
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = async () => {
    const sent = await sendMailCode(form, purpose);
    if (sent) setSentTo(String(form.getFieldValue('email') ?? '').trim());
    return sent;
  };
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
      <Form.Item
        label={t('login.code')}
        required
        extra={sentTo && <span aria-live="polite">{t('login.codeSent', { email: sentTo })}</span>}
      >
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={[requiredRule('login.code')]}>
            <Input
              prefix={<NumberOutlined />}
              placeholder={t('login.codePlaceholder')}
              autoComplete="one-time-code"
              aria-label={t('login.code')}
            />
          </Form.Item>
          <SendCodeButton onSend={send} />
        </Space.Compact>
      </Form.Item>
    </>
  );
}

import { MailOutlined, NumberOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { sessionApi } from '../sessionApi';
import { emailRule, requiredRule } from '../validation';
import { CaptchaField } from './CaptchaField';
import { SendCodeButton } from './SendCodeButton';
import type { CaptchaState } from './useCaptcha';

export interface MailLoginValues {
  email: string;
  code: string;
  captcha: string;
}

interface Props {
  form: FormInstance<MailLoginValues>;
  captcha: CaptchaState;
  submitting: boolean;
  onSubmit: (values: MailLoginValues) => void;
}

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

export function MailLoginForm({ form, captcha, submitting, onSubmit }: Props) {
  const { t } = useTranslation();
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={onSubmit} name="login-mail">
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
          <SendCodeButton onSend={() => sendMailCode(form, 'login')} />
        </Space.Compact>
      </Form.Item>
      <CaptchaField state={captcha} />
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}

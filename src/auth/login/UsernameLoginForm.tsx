import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, type FormInstance } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { passwordRule, requiredRule } from '../validation';
import { CaptchaField } from './CaptchaField';
import type { CaptchaState } from './useCaptcha';

export interface UsernameLoginValues {
  username: string;
  password: string;
  captcha: string;
}

interface Props {
  form: FormInstance<UsernameLoginValues>;
  captcha: CaptchaState;
  submitting: boolean;
  onSubmit: (values: UsernameLoginValues) => void;
}

export function UsernameLoginForm({ form, captcha, submitting, onSubmit }: Props) {
  const { t } = useTranslation();
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onSubmit}
      name="login-username"
    >
      <Form.Item
        label={t('login.username')}
        name="username"
        rules={[requiredRule('login.username')]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.usernamePlaceholder')}
          autoComplete="username"
          autoFocus
        />
      </Form.Item>
      <Form.Item
        label={t('login.password')}
        name="password"
        rules={[requiredRule('login.password'), passwordRule]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
        />
      </Form.Item>
      <CaptchaField state={captcha} />
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}

import { Button, Form, type FormInstance } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { CaptchaField } from './CaptchaField';
import { EmailCodeFields } from './EmailCodeFields';
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

export function MailLoginForm({ form, captcha, submitting, onSubmit }: Props) {
  const { t } = useTranslation();
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={onSubmit} name="login-mail">
      <EmailCodeFields form={form} purpose="login" />
      <CaptchaField state={captcha} />
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}

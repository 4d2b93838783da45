import { useState } from 'react';
import { Button, Form, Input, NoticeBar } from 'antd-mobile';
import { authProvider } from '@/auth/authProvider';
import { session } from '@/auth/session';
import { useCaptcha } from '@/auth/login/useCaptcha';
import { useDomainBrand } from '@/auth/login/useDomainBrand';
import { useTranslation } from '@/i18n/useTranslation';
import { useSaveGuard } from '@/ui/useSaveGuard';
import { useH5Address } from './h5Location';

interface LoginValues {
  username: string;
  password: string;
  captcha: string;
}

/**
 * The mobile login, shown on /h5/ without a session: the console's login call and captcha
 * (src/auth), in antd-mobile's form. Once signed in, the same page shows.
 */
export default function H5Login() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  const captcha = useCaptcha();
  const guard = useSaveGuard();
  const { pathname } = useH5Address();
  // On an organisation's own domain, its name and logo, as on the desktop's login.
  const brand = useDomainBrand();
  // A session that ended on its own (expired) says so, as the desktop's login does.
  const [error, setError] = useState<string | null>(() =>
    session.endReason() === 'expired' ? t('auth.sessionExpired') : null,
  );
  const captchaKey = captcha.captcha?.key ?? '';

  const submit = (values: LoginValues) =>
    guard.send(async () => {
      setError(null);
      const result = await authProvider.login({
        mode: 'username',
        ...values,
        captchaKey,
        to: pathname,
      });
      if (result.success) return;
      setError(result.error?.message || t('errors.generic'));
      captcha.refresh();
      form.setFieldValue('captcha', '');
      return new Error(result.error?.message);
    });

  const required = (label: string) => [
    { required: true, message: t('validation.required', { field: t(label) }) },
  ];

  return (
    <section className="h5-login" aria-labelledby="h5-login-title">
      <div
        className="h5-login-brand"
        aria-busy={brand === undefined}
        style={brand === undefined ? { visibility: 'hidden' } : undefined}
      >
        {brand?.logo && <img className="h5-login-logo" src={brand.logo} alt="" />}
        <span>{brand?.name ?? t('app.title')}</span>
      </div>
      <h1 id="h5-login-title" className="h5-login-title">
        {t('login.title')}
      </h1>
      <p className="h5-login-subtitle">{t('login.subtitle')}</p>
      <div role="alert">{error && <NoticeBar content={error} color="error" wrap />}</div>
      <Form
        form={form}
        name="h5-login"
        layout="vertical"
        onFinish={(values) => void submit(values)}
        footer={
          <Button block type="submit" color="primary" size="large" loading={guard.sending}>
            {t('login.submit')}
          </Button>
        }
      >
        <Form.Item name="username" label={t('login.username')} rules={required('login.username')}>
          <Input placeholder={t('login.usernamePlaceholder')} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={required('login.password')}>
          <Input
            type="password"
            placeholder={t('login.passwordPlaceholder')}
            autoComplete="current-password"
          />
        </Form.Item>
        <Form.Item
          name="captcha"
          label={t('login.captcha')}
          rules={required('login.captcha')}
          extra={
            <button
              type="button"
              className="h5-captcha"
              onClick={captcha.refresh}
              aria-label={t('login.refreshCaptcha')}
              data-testid="captcha-image"
              data-captcha-key={captchaKey}
            >
              {captcha.captcha && <img src={captcha.captcha.image} alt={t('login.captcha')} />}
            </button>
          }
        >
          <Input placeholder={t('login.captchaPlaceholder')} autoComplete="off" maxLength={8} />
        </Form.Item>
      </Form>
    </section>
  );
}

import { Alert, Button, Form, Segmented } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '@/i18n/LanguageSwitch';
import { usePageTitle } from '@/ui/usePageTitle';
import { authProvider, type LoginValues } from '../authProvider';
import { safeReturnPath } from '../redirects';
import { session } from '../session';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginNotice } from './LoginNotice';
import { MailLoginForm, type MailLoginValues } from './MailLoginForm';
import { useCaptcha } from './useCaptcha';
import { useDomainBrand } from './useDomainBrand';
import { useSaveGuard } from '@/ui/useSaveGuard';
import { UsernameLoginForm, type UsernameLoginValues } from './UsernameLoginForm';
import { MAIN_CONTENT_ID } from '@/ui/mainContent';
import { SkipLink } from '@/ui/SkipLink';
import '@/ui/publicPage.css';
import './login.css';

// The demo users panel exists only in demo builds; production builds drop it entirely.
const DemoLoginPanel =
  import.meta.env.VITE_DEMO === '1'
    ? lazy(() => import('@demo-backend/browser').then((demo) => ({ default: demo.DemoLoginPanel })))
    : null;

type Mode = 'username' | 'mail';

export function LoginPage() {
  const { t } = useTranslation();
  // On an organisation's own domain, its name and logo stand for the product's (SPEC §7).
  const brand = useDomainBrand();
  usePageTitle('login.title', brand?.name);
  const [params] = useSearchParams();
  const to = safeReturnPath(params.get('to'));
  const [view, setView] = useState<'login' | 'forgot'>('login');
  const [mode, setMode] = useState<Mode>('username');
  const [error, setError] = useState<string | null>(null);
  // Said inline: the login page has no antd App for messages (it keeps that code off /login).
  const [passwordReset, setPasswordReset] = useState(false);
  const [usernameForm] = Form.useForm<UsernameLoginValues>();
  const [mailForm] = Form.useForm<MailLoginValues>();
  const captcha = useCaptcha();
  const navigate = useNavigate();
  // One login call however often it is clicked or Enter pressed.
  const guard = useSaveGuard();
  const isPending = guard.sending;

  if (session.getToken() && session.getUser()) return <Navigate to={to ?? '/dashboard'} replace />;

  const captchaKey = captcha.captcha?.key ?? '';
  const onFailure = (reason?: { message?: string }) => {
    setError(reason?.message || t('errors.generic'));
    captcha.refresh();
    // Only the form shown is mounted: the other one has no fields to clear.
    (mode === 'username' ? usernameForm : mailForm).setFieldValue('captcha', '');
  };
  const submit = (values: LoginValues) =>
    guard.send(async () => {
      setError(null);
      setPasswordReset(false);
      const result = await authProvider.login(values);
      if (result.success)
        return void navigate(result.redirectTo ?? '/dashboard', { replace: true });
      onFailure(result.error);
      // Said above the form (setError); a failure lets the user try again.
      return new Error(result.error?.message);
    });

  const focusUsername = () => {
    setMode('username');
    setView('login');
    setTimeout(() => usernameForm.getFieldInstance('username')?.focus());
  };

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="public-page">
      <SkipLink />
      <div className="public-topbar">
        <LanguageSwitch />
      </div>
      {/* Plain markup, not antd Card/Typography: they would bring tabs and tooltips to /login. */}
      <section className="public-card">
        {/* Hidden, not replaced, while the domain's brand is asked: no product name flashes
            before a reseller's own. */}
        <div className="login-brand" aria-busy={brand === undefined}>
          {brand?.logo && <img className="login-logo" src={brand.logo} alt="" />}
          <h1 style={brand === undefined ? { visibility: 'hidden' } : undefined}>
            {brand?.name ?? t('app.title')}
          </h1>
          <p className="login-subtitle">{t('login.subtitle')}</p>
        </div>
        <LoginNotice reason={params.get('reason')} onLoginAgain={focusUsername} />
        {error && (
          <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 16 }} />
        )}
        {passwordReset && (
          <Alert
            type="success"
            showIcon
            role="status"
            message={t('login.passwordReset')}
            style={{ marginBottom: 16 }}
          />
        )}
        {view === 'forgot' ? (
          <>
            <h2 className="login-section-title">{t('login.forgotTitle')}</h2>
            <ForgotPasswordForm
              onDone={(email) => {
                setPasswordReset(true);
                setView('login');
                setMode('mail');
                mailForm.setFieldValue('email', email);
              }}
            />
            <div className="login-links">
              <Button type="link" onClick={() => setView('login')} style={{ padding: 0 }}>
                {t('login.backToLogin')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <Segmented
              block
              value={mode}
              onChange={(key) => {
                setMode(key as Mode);
                setError(null);
              }}
              options={[
                { value: 'username', label: t('login.byUsername') },
                { value: 'mail', label: t('login.byEmail') },
              ]}
              style={{ marginBottom: 16 }}
            />
            {/* Both forms stay mounted: switching keeps what was typed. */}
            <div hidden={mode !== 'username'}>
              <UsernameLoginForm
                form={usernameForm}
                captcha={captcha}
                submitting={isPending}
                onSubmit={(values) => void submit({ mode: 'username', ...values, captchaKey, to })}
              />
            </div>
            <div hidden={mode !== 'mail'}>
              <MailLoginForm
                form={mailForm}
                captcha={captcha}
                submitting={isPending}
                onSubmit={(values) => void submit({ mode: 'mail', ...values, captchaKey, to })}
              />
            </div>
            <div className="login-links">
              <Button
                type="link"
                onClick={() => {
                  setPasswordReset(false);
                  setView('forgot');
                }}
                style={{ padding: 0 }}
              >
                {t('login.forgotPassword')}
              </Button>
            </div>
          </>
        )}
      </section>
      {DemoLoginPanel && (
        <Suspense fallback={null}>
          <DemoLoginPanel
            onPick={(username, password, answerFor) => {
              setView('login');
              setMode('username');
              usernameForm.setFieldsValue({ username, password, captcha: answerFor(captchaKey) });
              usernameForm.submit();
            }}
          />
        </Suspense>
      )}
    </main>
  );
}

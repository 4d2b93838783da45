import { App, Button, Space } from 'antd';
import { useTranslation } from '@/demoBackendSurface/ui';
import { demoCaptchaAnswer } from './captcha';
import ResetDemoDataButton from './ResetDemoDataButton';
import { DEMO_MAIL_CODE } from './mailCodes';
import { DEMO_PASSWORD, demoLogins } from './users';
import './demoLoginPanel.css';

export interface DemoLoginPanelProps {
  /** Fills and submits the login form; `answerFor` reads the answer of a captcha key. */
  onPick: (username: string, password: string, answerFor: (captchaKey: string) => string) => void;
}

/**
 * The demo accounts under the login form (demo builds only). Plain markup like the login card:
 * antd's Card and Typography are styled by the console's file, which the login page does not
 * load. In an antd `<App>` of its own: the reset button asks and answers through App's dialogs
 * and messages, and the login page has none (it keeps that code off its first load).
 */
export default function DemoLoginPanel({ onPick }: DemoLoginPanelProps) {
  const { t, i18n } = useTranslation();
  const chinese = i18n.language === 'cn';
  return (
    <App component={false}>
      <section className="login-card login-demo" aria-labelledby="login-demo-title">
        <div className="login-demo-head">
          <h2 id="login-demo-title">{t('demo.title')}</h2>
          <ResetDemoDataButton />
        </div>
        <p className="login-demo-hint">
          {t('demo.hint', { password: DEMO_PASSWORD, code: DEMO_MAIL_CODE })}
        </p>
        <Space wrap size={[8, 8]}>
          {demoLogins.map((login) => (
            <Button
              key={login.username}
              size="small"
              data-username={login.username}
              title={login.username}
              onClick={() => onPick(login.username, DEMO_PASSWORD, demoCaptchaAnswer)}
            >
              {chinese ? login.labelCn : login.label}
              <span className="login-demo-username">{login.username}</span>
            </Button>
          ))}
        </Space>
      </section>
    </App>
  );
}

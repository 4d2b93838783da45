import { Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { demoCaptchaAnswer } from './captcha';
import ResetDemoDataButton from './ResetDemoDataButton';
import { DEMO_MAIL_CODE } from './mailCodes';
import { DEMO_PASSWORD, demoLogins } from './users';

export interface DemoLoginPanelProps {
  /** Fills and submits the login form; `answerFor` reads the answer of a captcha key. */
  onPick: (username: string, password: string, answerFor: (captchaKey: string) => string) => void;
}

/** The demo accounts under the login form (demo builds only). */
export default function DemoLoginPanel({ onPick }: DemoLoginPanelProps) {
  const { t, i18n } = useTranslation();
  const chinese = i18n.language === 'cn';
  return (
    <Card
      size="small"
      title={t('demo.title')}
      className="login-demo"
      extra={<ResetDemoDataButton />}
    >
      <Typography.Paragraph type="secondary">
        {t('demo.hint', { password: DEMO_PASSWORD, code: DEMO_MAIL_CODE })}
      </Typography.Paragraph>
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
            <Typography.Text type="secondary">{login.username}</Typography.Text>
          </Button>
        ))}
      </Space>
    </Card>
  );
}

import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';

/** Seconds before another mail code may be asked for. */
export const MAIL_CODE_COOLDOWN_S = 60;

/** Asks for a mail code, then counts down before it can ask again. */
export function SendCodeButton({ onSend }: { onSend: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    setSending(true);
    try {
      if (await onSend()) setLeft(MAIL_CODE_COOLDOWN_S);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={send} loading={sending} disabled={left > 0} style={{ minWidth: 128 }}>
      {left > 0 ? t('login.resendIn', { seconds: left }) : t('login.sendCode')}
    </Button>
  );
}

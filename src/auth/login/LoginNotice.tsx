import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';

/** Why the user is on the login page: an expired session or a failed user-info load. */
export function LoginNotice({
  reason,
  onLoginAgain,
}: {
  reason: string | null;
  onLoginAgain: () => void;
}) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  if (reason === 'expired') {
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        style={{ marginBottom: 16 }}
        message={t('auth.sessionExpired')}
        action={
          <Button
            size="small"
            type="primary"
            onClick={() => {
              setDismissed(true);
              onLoginAgain();
            }}
          >
            {t('auth.loginAgain')}
          </Button>
        }
      />
    );
  }
  if (reason === 'userInfo') {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        style={{ marginBottom: 16 }}
        message={t('auth.userInfoFailed')}
      />
    );
  }
  return null;
}

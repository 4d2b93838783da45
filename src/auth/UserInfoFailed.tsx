import { Alert, Button, Space } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { session } from './session';

/**
 * The user's information could not be loaded (no connection, an unreadable answer): the session
 * is kept, the user may try again or choose to log in again.
 */
export default function UserInfoFailed({
  reason,
  onRetry,
}: {
  reason: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 24 }}>
      <Alert
        type="warning"
        showIcon
        message={t('auth.userInfoUnavailable')}
        description={reason}
        action={
          <Space direction="vertical">
            <Button type="primary" onClick={onRetry}>
              {t('common.retry')}
            </Button>
            <Button onClick={() => session.clear('userInfo')}>{t('auth.loginAgain')}</Button>
          </Space>
        }
      />
    </main>
  );
}

import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { isNetworkFailure } from '@/data/networkFailure';
import { useTranslation } from '@/i18n/useTranslation';

interface Props {
  error: unknown;
  /** What could not be loaded, when the server is to blame (e.g. "The list could not be loaded"). */
  title: string;
  onRetry: () => void;
}

/**
 * A page's data that failed to load: for lack of network, the network is named (the page loads
 * again by itself once the browser is back online, src/data/queryClient.ts); otherwise what could
 * not be loaded. Both with a retry.
 */
export function LoadFailedAlert({ error, title, onRetry }: Props) {
  const { t } = useTranslation();
  const network = isNetworkFailure(error);
  return (
    <Alert
      type={network ? 'warning' : 'error'}
      showIcon
      message={network ? t('errors.offlineTitle') : title}
      description={network ? t('errors.offline') : undefined}
      action={
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          {t('list.retry')}
        </Button>
      }
    />
  );
}

import { Button, Result } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { useNavigate } from 'react-router';
import { PageHeading } from '@/layout/PageHeading';
import { usePageTitle } from '@/ui/usePageTitle';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle('errors.notFoundTitle');
  return (
    <Result
      status="404"
      title={<PageHeading inline>{t('errors.notFoundTitle')}</PageHeading>}
      subTitle={t('errors.notFound')}
      extra={
        // One control, not a button inside a link (two tab stops for one action).
        <Button type="primary" onClick={() => void navigate('/dashboard')}>
          {t('buttons.backHome')}
        </Button>
      }
    />
  );
}

import { Button, Result } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { Link } from 'react-router';
import { usePageTitle } from '@/layout/usePageTitle';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle('errors.notFoundTitle');
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('errors.notFound')}
      extra={
        <Link to="/dashboard">
          <Button type="primary">{t('buttons.backHome')}</Button>
        </Link>
      }
    />
  );
}

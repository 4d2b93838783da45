import { Button, Result } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { Link } from 'react-router';
import { usePageTitle } from '@/layout/usePageTitle';

/** Shown instead of a page the user may not open; none of its data is fetched. */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  usePageTitle('errors.forbiddenTitle');
  return (
    <Result
      status="403"
      title="403"
      subTitle={t('errors.forbidden')}
      extra={
        <Link to="/dashboard">
          <Button type="primary">{t('buttons.backHome')}</Button>
        </Link>
      }
    />
  );
}

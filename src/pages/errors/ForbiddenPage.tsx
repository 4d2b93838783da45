import { Button, Result } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { useNavigate } from 'react-router';
import { PageHeading } from '@/layout/PageHeading';
import { usePageTitle } from '@/ui/usePageTitle';

/** Shown instead of a page the user may not open; none of its data is fetched. */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle('errors.forbiddenTitle');
  return (
    <Result
      status="403"
      title={<PageHeading inline>{t('errors.forbiddenTitle')}</PageHeading>}
      subTitle={t('errors.forbidden')}
      extra={
        // One control, not a button inside a link (two tab stops for one action).
        <Button type="primary" onClick={() => void navigate('/dashboard')}>
          {t('buttons.backHome')}
        </Button>
      }
    />
  );
}

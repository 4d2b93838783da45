import { Spin } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';

/**
 * The app's loading screen while a part of it arrives (the console behind the login, a public
 * page): as the boot screen of index.html, the product's name and that it is loading, and after
 * 10 s (src/app/boot.css) that the connection is slow, in the console's language.
 */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="boot" role="progressbar" aria-label={t('app.loading')}>
      <Spin size="large" />
      <div className="boot-texts boot-shown">
        <p className="boot-product">{t('app.title')}</p>
        <p>{t('app.loading')}</p>
        <p className="boot-slow" role="status">
          {t('app.slow')}
        </p>
      </div>
    </div>
  );
}

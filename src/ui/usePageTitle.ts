import { useEffect } from 'react';
import { useTranslation } from '@/i18n/useTranslation';

/** The page title: the translated route title plus the product title. */
export function usePageTitle(titleKey: string): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = `${t(titleKey)} - ${t('app.title')}`;
  }, [t, titleKey, i18n.language]);
}

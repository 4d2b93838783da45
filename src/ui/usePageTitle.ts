import { useEffect } from 'react';
import { useTranslation } from '@/i18n/useTranslation';

/**
 * The page title: the translated route title plus the product title, or the brand given instead
 * of it (the login page on an organisation's own domain).
 */
export function usePageTitle(titleKey: string, brand?: string): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = `${t(titleKey)} - ${brand || t('app.title')}`;
  }, [t, titleKey, brand, i18n.language]);
}

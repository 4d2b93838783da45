import { Segmented } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { languages, type Language } from '@/data/contract';
import { changeLanguage, currentLanguage } from './index';

/** Switches between Chinese and English; the choice is kept in localStorage. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = (i18n.language as Language) ?? currentLanguage();
  return (
    <Segmented
      size="small"
      aria-label={t('language.switch')}
      value={active}
      onChange={(language) => void changeLanguage(language as Language)}
      options={languages.map((language) => ({ value: language, label: t(`language.${language}`) }))}
    />
  );
}

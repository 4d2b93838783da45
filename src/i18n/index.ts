import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import cn from '../../locales/cn.json';
import en from '../../locales/en.json';
import type { Language } from '@/data/contract';
import { storedLanguage, storeLanguage } from './language';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { cn: { translation: cn }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const t = i18n.t.bind(i18n);

export function currentLanguage(): Language {
  return i18n.language === 'cn' ? 'cn' : 'en';
}

export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language === 'cn' ? 'zh-CN' : 'en';
}

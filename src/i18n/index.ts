import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@/data/contract';
import { storedLanguage, storeLanguage } from './language';

export const i18n = i18next.createInstance();

// Each language's texts are a chunk of their own, loaded when the language is first used.
const bundles: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  cn: () => import('../../locales/cn.json'),
  en: () => import('../../locales/en.json'),
};

void i18n.use(initReactI18next).init({
  resources: {},
  lng: storedLanguage(),
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const t = i18n.t.bind(i18n);

/** Loads a language's texts once. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const { default: texts } = await bundles[language]();
  i18n.addResourceBundle(language, 'translation', texts, true, true);
}

export function currentLanguage(): Language {
  return i18n.language === 'cn' ? 'cn' : 'en';
}

/** Shows the console in a language (its texts loaded first, so no key ever shows). */
export async function showLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language === 'cn' ? 'zh-CN' : 'en';
}

/** The user's own choice: shown and remembered. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await showLanguage(language);
}

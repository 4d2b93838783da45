import type { I18nProvider } from '@refinedev/core';
import type { Language } from '@/data/contract';
import { changeLanguage, currentLanguage, i18n } from './index';

/** Refine's texts through the console's i18next instance (src/i18n/index.ts). */
export const refineI18nProvider: I18nProvider = {
  // Refine asks `translate(key, options?, defaultMessage?)`, or `translate(key, defaultMessage)`.
  translate: (key: string, options?: unknown, defaultMessage?: string) =>
    typeof options === 'string'
      ? i18n.t(key, { defaultValue: options })
      : i18n.t(key, { defaultValue: defaultMessage, ...(options as object) }),
  changeLocale: (lang: string) => changeLanguage(lang as Language),
  getLocale: () => currentLanguage(),
};

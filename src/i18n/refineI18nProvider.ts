import type { I18nProvider } from '@refinedev/core';
import type { Language } from '@/data/contract';
import { changeLanguage, currentLanguage, i18n } from './index';

export const refineI18nProvider: I18nProvider = {
  translate: (key: string, options?: unknown, defaultMessage?: string) =>
    i18n.t(key, { defaultValue: defaultMessage, ...(options as object) }),
  changeLocale: (lang: string) => changeLanguage(lang as Language),
  getLocale: () => currentLanguage(),
};

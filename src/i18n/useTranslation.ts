import { useSyncExternalStore } from 'react';
import { i18n } from './index';
import type { TFunction } from './translator';

const subscribe = (onChange: () => void) => i18n.subscribe(onChange);
const language = () => i18n.language;

/**
 * The translate function of the current language, and the translator; a component using it
 * renders again when the language changes (the same shape as react-i18next's hook).
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const current = useSyncExternalStore(subscribe, language, language);
  return { t: i18n.fixedT(current), i18n };
}

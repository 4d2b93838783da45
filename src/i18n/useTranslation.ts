import { useTranslation as useI18nextTranslation } from 'react-i18next';
import { i18n } from './index';

/** The console's instance, named to react-i18next (one object: its options stay memoised). */
const options = { i18n };

/**
 * react-i18next's hook on the console's instance (src/i18n/index.ts): the translate function of
 * the current language and the instance; a component using it renders again when the language
 * changes.
 */
export function useTranslation() {
  return useI18nextTranslation(undefined, options);
}

import { useEffect } from 'react';
import { useSessionUser } from '@/auth/useSession';
import { i18n } from './index';
import { storedLanguage } from './language';
import { forcedLanguage } from './languageRules';

/**
 * Applies the language rules when the user changes: a forced language is used without replacing
 * the user's stored choice, which comes back after logout.
 */
export function LanguageEnforcer() {
  const user = useSessionUser();
  useEffect(() => {
    const wanted = forcedLanguage(user) ?? storedLanguage();
    if (i18n.language !== wanted) void i18n.changeLanguage(wanted);
  }, [user]);
  return null;
}

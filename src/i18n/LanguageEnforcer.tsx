import { useEffect } from 'react';
import { useSessionUser } from '@/auth/useSession';
import { showLanguage } from './index';
import { languageFor } from './languageRules';

/**
 * Applies the language rules when the user changes: a forced language is used without replacing
 * the user's stored choice, which comes back after logout.
 */
export function LanguageEnforcer() {
  const user = useSessionUser();
  useEffect(() => {
    void showLanguage(languageFor(user));
  }, [user]);
  return null;
}

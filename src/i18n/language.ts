import { languages, storageKeys, type Language } from '@/data/contract';

function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

/** The language the browser asks for: Chinese for any zh-*, English otherwise. */
export function browserLanguage(): Language {
  const asked = typeof navigator !== 'undefined' ? navigator.language : '';
  return /^zh/i.test(asked) ? 'cn' : 'en';
}

/** The stored choice, or the browser's language (SPEC §1). */
export function storedLanguage(): Language {
  const saved =
    typeof localStorage !== 'undefined' ? localStorage.getItem(storageKeys.language) : null;
  return isLanguage(saved) ? saved : browserLanguage();
}

export function storeLanguage(language: Language): void {
  localStorage.setItem(storageKeys.language, language);
}

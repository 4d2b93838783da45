import { initReactI18next } from 'react-i18next';
import type { Language } from '@/data/contract';
import { createI18n, type Texts } from './instance';
import { storedLanguage, storeLanguage } from './language';

export type { Texts } from './instance';

/** The console's i18next instance (src/i18n/instance.ts), react-i18next's too. */
export const i18n = createI18n(storedLanguage(), [initReactI18next]);

type Part = 'core' | 'console' | 'views';
type Loader = () => Promise<{ default: Texts }>;

// Each language's texts come in three chunks, loaded when first needed: the core (what the login
// page says), the console's, and what only some views say (forms, record and hand-written pages)
// (scripts/localePartsPlugin.ts).
const bundles: Record<Language, Record<Part, Loader>> = {
  cn: {
    core: () => import('virtual:locales/cn/core'),
    console: () => import('virtual:locales/cn/console'),
    views: () => import('virtual:locales/cn/views'),
  },
  en: {
    core: () => import('virtual:locales/en/core'),
    console: () => import('virtual:locales/en/console'),
    views: () => import('virtual:locales/en/views'),
  },
};
/** The parts needed so far: the console's join once the console is opened. */
const needed = new Set<Part>(['core']);
/** The languages loaded so far (one being switched to among them). */
const inUse = new Set<Language>();
const loaded = new Map<string, Promise<void>>();

/** Translates in the current language. */
export const t = i18n.t;

function loadPart(language: Language, part: Part): Promise<void> {
  const key = `${language}/${part}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = bundles[language][part]().then(({ default: texts }) => {
      // i18next's own resource bundles. The parts share no namespace, so a shallow merge is
      // enough; each part is a fresh object of its own (JSON.parse), so i18next need not copy it.
      i18n.addResourceBundle(language, 'translation', texts, false, true, {
        silent: false,
        skipCopy: true,
      });
    });
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/** Loads a language's texts (the parts needed so far) once. */
export async function loadLanguage(language: Language): Promise<void> {
  inUse.add(language);
  await Promise.all([...needed].map((part) => loadPart(language, part)));
}

/** The console's texts, in every language loaded so far and in any loaded from now on. */
export async function loadConsoleTexts(): Promise<void> {
  needed.add('console');
  inUse.add(currentLanguage());
  await Promise.all([...inUse].map(loadLanguage));
}

/** The texts of forms and record and hand-written pages, in every language loaded so far and from now on. */
export async function loadViewTexts(): Promise<void> {
  needed.add('views');
  inUse.add(currentLanguage());
  await Promise.all([...inUse].map(loadLanguage));
}

/** A lazily loaded view and the texts only views say: both load together. */
export function withViewTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadViewTexts()]).then(([module]) => module);
}

/** Resolves once the texts needed so far are there in the interface's language. */
export function textsReady(): Promise<void> {
  return loadLanguage(currentLanguage());
}

export function currentLanguage(): Language {
  return i18n.language === 'cn' ? 'cn' : 'en';
}

/** Shows the console in a language (its texts loaded first, so no key ever shows). */
export async function showLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language === 'cn' ? 'zh-CN' : 'en';
  }
}

/** The user's own choice: shown and remembered. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await showLanguage(language);
}

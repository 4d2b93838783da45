import i18next, { type Callback, type i18n as I18next, type Module } from 'i18next';

/** A language's texts (or a part of them): keys nested by dots, texts with `{{placeholders}}`. */
export type Texts = { [key: string]: string | Texts };

/** i18next's plural rules come from `Intl.PluralRules` of the language's code. */
interface PluralResolver {
  getRule(code: string, options?: object): Intl.PluralRules | undefined;
}

/**
 * An i18next instance as the console uses it (the app's is `i18n` of src/i18n/index.ts; tests
 * make their own): one namespace whose texts are added in parts (`addResourceBundle`), keys nested
 * by dots and never read as `namespace:key`, no fallback language (a text missing from the
 * language shown shows its default value, else its key, never the other language's), values not
 * escaped (React escapes what it renders), and a branch of the texts is not a text (`t` answers
 * its default value or key, `exists` says no). Counts choose a text by the language's plural
 * forms: `key_one`/`key_other` in English, `key_other` alone in Chinese (`cn`, which Intl does
 * not know: it would answer with the runtime's own language, so Chinese's rules are named). A
 * change to the language shown is no change.
 */
export function createI18n(language: string, plugins: readonly Module[] = []): I18next {
  const instance = i18next.createInstance();
  for (const plugin of plugins) instance.use(plugin);
  // No backend and `initAsync: false`: ready when this returns.
  void instance.init({
    lng: language,
    fallbackLng: false,
    initAsync: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnedObjectHandler: (key: string, _branch: unknown, options: { defaultValue?: unknown }) =>
      typeof options.defaultValue === 'string' ? options.defaultValue : key,
    // Texts are loaded before anything that shows them (src/i18n/index.ts): nothing suspends.
    react: { useSuspense: false },
  });
  const plurals = instance.services.pluralResolver as PluralResolver;
  const rule = plurals.getRule.bind(plurals);
  plurals.getRule = (code, options) => rule(code === 'cn' ? 'zh' : code, options);
  const exists = instance.exists;
  instance.exists = ((key: string, options?: object) =>
    exists(key, { returnObjects: false, ...options })) as typeof exists;
  // A change to the language already shown changes nothing: its listeners (every component
  // translating) are not told, so nothing renders again.
  const change = instance.changeLanguage;
  instance.changeLanguage = ((next?: string, callback?: Callback) => {
    // (A change under way to another language is not overtaken: i18next's own field.)
    const changing = (instance as { isLanguageChangingTo?: string }).isLanguageChangingTo;
    if (!next || next !== instance.language || changing) {
      return change(next, callback);
    }
    callback?.(null, instance.t);
    return Promise.resolve(instance.t);
  }) as typeof change;
  return instance;
}

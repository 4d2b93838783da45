import { useEffect, useState } from 'react';
import type { Language } from '@/data/contract';
import type { Texts } from '@/i18n';

// The console part holds the menu's names (`routes.*`, `menu.*`): loaded only when the palette
// opens, to match a page by its name in the language the interface is not in.
const consoleTexts: Record<Language, () => Promise<{ default: Texts }>> = {
  cn: () => import('virtual:locales/cn/console'),
  en: () => import('virtual:locales/en/console'),
};
const loaded = new Map<Language, Promise<Texts>>();

function load(language: Language): Promise<Texts> {
  let texts = loaded.get(language);
  if (!texts) {
    texts = consoleTexts[language]().then((module) => module.default);
    texts.catch(() => loaded.delete(language));
    loaded.set(language, texts);
  }
  return texts;
}

/** A text of a set of texts by its nested key, if it is there. */
export function textOf(texts: Texts | undefined, key: string): string | undefined {
  let node: Texts | string | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The other language's console texts, once loaded (undefined until then or if that fails). */
export function useOtherLanguageTexts(language: Language): Texts | undefined {
  const other: Language = language === 'cn' ? 'en' : 'cn';
  const [texts, setTexts] = useState<{ language: Language; texts: Texts }>();
  useEffect(() => {
    let current = true;
    load(other).then(
      (loadedTexts) => current && setTexts({ language: other, texts: loadedTexts }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [other]);
  return texts?.language === other ? texts.texts : undefined;
}

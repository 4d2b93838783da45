import type { TFunction, TOptions } from '@/engine/text';

/**
 * The console's translations: nested keys (`list.total`), `{{name}}` placeholders, a default
 * value, the texts of each language added in parts, and listeners told of a language change.
 * That is all the console asks of i18next, which cost 17.7 kB gz on every page (the boot chunk)
 * and about 40 ms of a list page's first render (docs/performance.md "What keeps first loads
 * light").
 */
export type Texts = { [key: string]: string | Texts };

export type { TFunction, TOptions } from '@/engine/text';

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function lookup(texts: Texts | undefined, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function fill(text: string, options?: TOptions): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    options[name] === undefined || options[name] === null ? whole : String(options[name]),
  );
}

function merge(target: Texts, source: Texts, deep: boolean, overwrite: boolean): Texts {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (deep && typeof value === 'object' && current && typeof current === 'object') {
      merge(current, value, deep, overwrite);
    } else if (overwrite || current === undefined) {
      target[key] = value;
    }
  }
  return target;
}

export class Translator {
  language: string;
  private readonly texts = new Map<string, Texts>();
  private readonly listeners = new Set<(language: string) => void>();
  private readonly bound = new Map<string, TFunction>();

  constructor(language: string) {
    this.language = language;
  }

  /** The translate function of a language (of the current one by default), the same each time. */
  fixedT(language = this.language): TFunction {
    let t = this.bound.get(language);
    if (!t) {
      t = (key, options) => {
        const text = lookup(this.texts.get(language), key) ?? options?.defaultValue ?? key;
        return fill(text, options);
      };
      this.bound.set(language, t);
    }
    return t;
  }

  /** Translates in the current language. */
  t: TFunction = (key, options) => this.fixedT()(key, options);

  exists(key: string): boolean {
    return lookup(this.texts.get(this.language), key) !== undefined;
  }

  /**
   * Adds a language's texts (i18next's signature; one namespace): `deep` merges nested keys into
   * those there (replacing texts already there only when `overwrite`); without it, the top-level
   * keys are set as given (the parts of a language share none).
   */
  addResourceBundle(
    language: string,
    _namespace: string,
    texts: Texts,
    deep = false,
    overwrite = false,
  ): this {
    const current = this.texts.get(language) ?? {};
    this.texts.set(
      language,
      deep ? merge(current, texts, true, overwrite) : { ...current, ...texts },
    );
    return this;
  }

  async changeLanguage(language: string): Promise<TFunction> {
    if (language !== this.language) {
      this.language = language;
      this.listeners.forEach((listener) => listener(language));
    }
    return this.t;
  }

  /** Tells `listener` of each change of language; returns what stops it. */
  subscribe(listener: (language: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

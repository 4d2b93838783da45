/** What a translation is asked with: a default text and values for its `{{name}}` placeholders. */
export interface TOptions {
  defaultValue?: string;
  [name: string]: unknown;
}

/**
 * Translates a key: its text in the current language, placeholders filled; else the key. The
 * engine's parts that draw text are handed one by the app's i18n (src/i18n).
 */
export type TFunction = (key: string, options?: TOptions) => string;

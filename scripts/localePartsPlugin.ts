import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The texts pages outside the console need (the login page, its errors and the demo panel):
 * the first part of a language. Everything else is the console part, loaded with the console.
 */
export const CORE_NAMESPACES = [
  'app',
  'auth',
  'common',
  'demo',
  'errors',
  'language',
  'login',
  'validation',
];

/**
 * What only some views say (forms, details pages, imports, the dashboard and the other
 * hand-written pages, the public card payment return page): a third part, loaded with the first of them, so a list page's first load
 * does not carry it.
 */
export const VIEW_NAMESPACES = [
  'bounds',
  'chart',
  'dashboard',
  'detail',
  'entities',
  'formSteps',
  'imports',
  'orgFinanceGuide',
  'palette',
  'payReturn',
  'permissionMap',
  'profile',
  'rowsEditor',
  'saleAgentInfo',
  'savedViews',
  'stepForm',
  'upload',
  'workOrderSteps',
];

const partOf = (namespace: string) =>
  CORE_NAMESPACES.includes(namespace)
    ? 'core'
    : VIEW_NAMESPACES.includes(namespace)
      ? 'views'
      : 'console';

const ID = /^virtual:locales\/(cn|en)\/(core|console|views)$/;
const localeFile = (language: string) =>
  fileURLToPath(new URL(`../locales/${language}.json`, import.meta.url));

/**
 * Serves `virtual:locales/<language>/<core|console|views>`: one language file
 * (locales/<language>.json, still written as one file) split in three chunks, so the login page
 * loads a sliver of the texts and a list page what lists say.
 */
export function localeParts(): Plugin {
  return {
    name: 'locale-parts',
    resolveId: (id) => (ID.test(id) ? `\0${id}` : undefined),
    load(id) {
      const match = ID.exec(id.replace(/^\0/, ''));
      if (!match || !id.startsWith('\0')) return undefined;
      const [, language, part] = match;
      const file = localeFile(language);
      this.addWatchFile(file);
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const picked = Object.fromEntries(
        Object.entries(texts).filter(([namespace]) => partOf(namespace) === part),
      );
      // JSON.parse of a string is faster to start than the same object as a literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});\n`;
    },
  };
}
